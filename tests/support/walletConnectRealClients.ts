// The set-up the real-client WalletConnect tests share: our relay, the real @reown/walletkit as the phone wallet, and the
// dapp side, the real @walletconnect/sign-client through the walletconnect plugin's connector and one namespace's
// session side (or an AppKit instance wired as the plugin wires it). Test code only.

import { createAppKit } from '../../kernel/createAppKit.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import type { CaipNetwork } from '../../kernel/store/types.js'
import {
  createWalletConnectConnector,
  type WalletConnectConnectorParameters,
} from '../../plugins/walletconnect/createWalletConnectConnector.js'
import {
  type AttachedSessionSide,
  attachSessionSide,
  createSessionSideConnector,
  type SessionSideRules,
} from '../../plugins/walletconnect/sessionSide.js'
import { withSessionSides } from '../../plugins/walletconnect/withSessionSides.js'
import { type RelayServer, startRelayServer } from '../../services/relay/startRelayServer.js'
import { createMemoryKeyValueStorage } from '../fixtures/memoryKeyValueStorage.js'
import { type NodeWcWallet, type NodeWcWalletOptions, startNodeWcWallet } from '../fixtures/nodeWcWallet.js'

type Hooks = Partial<
  Pick<WalletConnectConnectorParameters, 'onSession' | 'onNamespaceEvent' | 'onAccountsChanged'>
>

/**
 * A test dapp's connector parameters that no test looks at: its metadata, silent callbacks, no stored session, and
 * a sign-client of its own (in-memory storage, a fresh prefix: the sign-client keeps one core per prefix in a process).
 */
export function dappDefaults() {
  return {
    metadata: { name: 'test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    onError: () => undefined,
    onSessionDeleted: () => undefined,
    storedSession: { has: () => false, set: () => undefined },
    signClientOptions: {
      storage: createMemoryKeyValueStorage(),
      logger: 'silent',
      customStoragePrefix: `dapp-${crypto.randomUUID()}`,
    },
  } satisfies Partial<WalletConnectConnectorParameters>
}

/**
 * The walletconnect plugin's connector (the pairing) on the real sign-client with its own in-memory storage, pairing
 * with `wallet` over `relayUrl`; `cleanups` gets the closing of its socket.
 */
export function pairingConnector(options: {
  projectId: string
  relayUrl: string
  wallet: () => Pick<NodeWcWallet, 'pair'>
  networks: readonly CaipNetwork[]
  served?: readonly ChainNamespace[]
  hooks?: Hooks
  cleanups: (() => Promise<unknown>)[]
}) {
  const made = createWalletConnectConnector({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    ...dappDefaults(),
    networks: options.networks,
    servedNamespaces: options.served,
    onPairing: (pairing) => {
      if (pairing) void options.wallet().pair(pairing.uri)
    },
    ...options.hooks,
  })
  options.cleanups.push(async () => made.getClient()?.core.relayer.transportClose())
  return made
}

/**
 * One relay and one wallet for a test file: `start` in beforeAll, `close` in afterAll (it also runs what `onClose`
 * was given, last first). `dapp` and `appKit` pair with the wallet over the relay, each on a fresh sign-client.
 */
export function walletConnectRealClients(projectId: string) {
  const cleanups: (() => Promise<unknown>)[] = []
  let relay: RelayServer | undefined
  let wallet: NodeWcWallet | undefined
  const started = <value>(value: value | undefined): value => {
    if (!value) throw new Error('walletConnectRealClients: call start() first (in beforeAll)')
    return value
  }

  const connector = (networks: readonly CaipNetwork[], served: ChainNamespace, hooks?: Hooks) =>
    pairingConnector({
      projectId,
      relayUrl: started(relay).url,
      wallet: () => started(wallet),
      networks,
      served: [served],
      hooks,
      cleanups,
    })

  return {
    get relay() {
      return started(relay)
    },
    get wallet() {
      return started(wallet)
    },
    /** Starts the relay (knowing only `projectId`) and the wallet with `options` (its chains and namespaces). */
    async start(options: Omit<NodeWcWalletOptions, 'relayUrl' | 'projectId'>) {
      relay = await startRelayServer({
        host: '127.0.0.1',
        port: 0,
        lookupProject: async (id) => (id === projectId ? { origins: [] } : undefined),
      })
      cleanups.push(() => started(relay).close())
      wallet = await startNodeWcWallet({ ...options, relayUrl: relay.url, projectId })
      cleanups.push(() => started(wallet).close())
    },
    /** Runs at close, before what start opened. */
    onClose(cleanup: () => Promise<unknown>) {
      cleanups.push(cleanup)
    },
    async close() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
    },
    /** The connector (pairing) and the namespace's session side over one session, as the plugin makes them. */
    dapp(rules: SessionSideRules, networks: readonly CaipNetwork[]) {
      const made = connector(networks, rules.namespace)
      const side = createSessionSideConnector({
        ...rules,
        name: 'WalletConnect',
        networks,
        session: made.restore,
        request: (chainId, method, params) => made.provider.request({ method, params, chainId }),
      })
      return { made, side }
    },
    /**
     * An AppKit instance whose WalletConnect connector (`walletConnect`) and session side (`rules.connectorId`) are
     * wired as the walletconnect plugin's setup wires them (the side follows session updates and wallet events), on
     * an in-memory sign-client storage: what the instance's state shows is what the modal shows.
     */
    async appKit(rules: SessionSideRules, networks: readonly CaipNetwork[]) {
      const plugin = definePlugin({
        name: 'walletconnect-real-clients',
        kind: 'adapter',
        namespaces: ['eip155', rules.namespace],
        setup(ctx) {
          let side: AttachedSessionSide | undefined
          const made = connector(networks, rules.namespace, {
            onSession: (session) => side?.onSession(session),
            onNamespaceEvent: (event) => side?.onEvent(event),
          })
          side = attachSessionSide(ctx, made, { ...rules, otherSideConnected: () => false })
          ctx.connectors.register(withSessionSides(ctx, made, side ? [side] : []))
        },
      })
      const appKit = createAppKit({
        projectId,
        networks: networks as [CaipNetwork, ...CaipNetwork[]],
        endpoints: { relay: started(relay).url },
        plugins: [plugin],
      })
      cleanups.push(async () => appKit.destroy())
      await appKit.ready()
      return appKit
    },
  }
}
