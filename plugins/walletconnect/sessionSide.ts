// A namespace's side of a WalletConnect session (the polkadot one), set up when an adapter plugin serves the namespace:
// a connector (not listed: the pairing connects it) whose provider sends the session's requests on its account's chain.

import type { SessionTypes } from '@walletconnect/types'
import { SessionNotInitializedError } from 'walletdock/errors'
import {
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  type ConnectResult,
  type PluginContext,
  type RequestProvider,
  splitCaipAddress,
} from 'walletdock/plugin'
import type { SessionSide } from './bip122Side.js'
import type { WalletConnectConnector } from './createWalletConnectConnector.js'

export type SessionSideOptions = {
  namespace: ChainNamespace
  connectorId: string
  /** An address of the namespace as a wallet sends it (checked before the session's account is used). */
  isAddress(text: string): boolean
  /** Another side (eip155, solana, ...) holds the session: disconnecting this one leaves the session open. */
  otherSideConnected(): boolean
}

/** The session's accounts of `namespace` on configured networks, as `{ chain, address }`; malformed ones dropped. */
export function sideAccountsOf(
  session: SessionTypes.Struct | undefined,
  networks: readonly CaipNetwork[],
  { namespace, isAddress }: Pick<SessionSideOptions, 'namespace' | 'isAddress'>,
) {
  const configured = new Set(networks.map((network) => network.caipNetworkId as string))
  const found: { chain: string; address: string }[] = []
  for (const account of session?.namespaces[namespace]?.accounts ?? []) {
    const parts = splitCaipAddress(account)
    if (parts?.namespace === namespace && configured.has(parts.caipNetworkId) && isAddress(parts.address))
      found.push({ chain: parts.caipNetworkId, address: parts.address })
  }
  return found
}

export type SessionSideConnectorParameters = Pick<
  SessionSideOptions,
  'namespace' | 'connectorId' | 'isAddress'
> & {
  name: string
  imageUrl?: string | undefined
  networks: readonly CaipNetwork[]
  /** The session in use, or the stored one restored (a reload). */
  session(): Promise<SessionTypes.Struct>
  /** A request through the session on a CAIP-2 chain. */
  request(chainId: string, method: string, params: unknown): Promise<unknown>
  /** The side was disconnected (the user, or the session's accounts of the namespace went away). */
  onDisconnect?(): void
}

/** Where the side is after a session change: the account in use and what its connection lists. */
export type SessionSideMove = { chain: string; address: string; result: ConnectResult }

/**
 * The namespace's side of a WalletConnect session as a kernel connector (not listed: the pairing connects it). Its
 * provider (`getProvider(namespace)`) sends the session's requests on the account's chain; `follow` moves the account
 * with a session_update (undefined when the session holds no account of the namespace any more).
 */
export function createSessionSideConnector(parameters: SessionSideConnectorParameters) {
  const { namespace } = parameters
  let current: { chain: string; address: string } | undefined
  const accountsOf = (session: SessionTypes.Struct | undefined) =>
    sideAccountsOf(session, parameters.networks, parameters)
  /** The connection's addresses on `chain` (deduplicated) and the chain's reference. */
  const resultOn = (session: SessionTypes.Struct | undefined, chain: string): ConnectResult => ({
    accounts: [
      ...new Set(accountsOf(session).flatMap((entry) => (entry.chain === chain ? [entry.address] : []))),
    ].map((address) => ({ address, type: 'eoa' as const })),
    chainId: chain.slice(namespace.length + 1),
  })
  async function open({ caipNetwork }: { caipNetwork?: CaipNetwork | undefined }): Promise<ConnectResult> {
    const session = await parameters.session()
    const accounts = accountsOf(session)
    current = accounts.find((entry) => entry.chain === caipNetwork?.caipNetworkId) ?? accounts[0]
    if (!current) throw new SessionNotInitializedError()
    return resultOn(session, current.chain)
  }
  const provider: RequestProvider = {
    walletName: parameters.name,
    get address() {
      return current?.address ?? ''
    },
    get chain() {
      return current?.chain ?? ''
    },
    request({ method, params }) {
      if (!current) return Promise.reject(new SessionNotInitializedError())
      return parameters.request(current.chain, method, params)
    },
  }
  const connector: Connector = {
    id: parameters.connectorId,
    type: 'WALLET_CONNECT',
    name: parameters.name,
    chain: namespace,
    imageUrl: parameters.imageUrl,
    listed: false,
    reconnectStatus: 'reconnecting',
    connect: open,
    reconnect: open,
    async disconnect() {
      current = undefined
      parameters.onDisconnect?.()
    },
    getProvider: () => provider,
    async switchNetwork(caipNetwork) {
      const next = accountsOf(await parameters.session()).find(
        (entry) => entry.chain === caipNetwork.caipNetworkId,
      )
      if (!next)
        throw new Error(`The wallet approved no account on ${caipNetwork.name}: connect again to add it`)
      current = next
    },
  }
  function follow(session: SessionTypes.Struct | undefined): SessionSideMove | undefined {
    const accounts = accountsOf(session)
    // The account in use stays when the wallet still approves it, else the first on its chain, else the first.
    current =
      accounts.find((entry) => entry.chain === current?.chain && entry.address === current.address) ??
      accounts.find((entry) => entry.chain === current?.chain) ??
      accounts[0]
    return current && { ...current, result: resultOn(session, current.chain) }
  }
  return {
    connector,
    provider,
    follow,
    hasAccounts: (session: SessionTypes.Struct | undefined) => accountsOf(session).length > 0,
  }
}

/**
 * Registers the namespace's session connector and returns the side for `withSessionSides` (connect with the pairing)
 * and `onSession` (a session_update moves its account; the session's end disconnects it).
 */
export function attachSessionSide<Options>(
  ctx: PluginContext<Options>,
  made: Pick<WalletConnectConnector, 'connector' | 'provider' | 'restore'>,
  options: SessionSideOptions,
): (SessionSide & { onSession(session: SessionTypes.Struct | undefined): void }) | undefined {
  const { namespace, connectorId } = options
  const writer = ctx.writers[namespace]
  if (!writer) return undefined
  const report = (error: unknown) =>
    void ctx.hooks.emit('error', { error, source: `walletconnect ${namespace}` })
  const side = createSessionSideConnector({
    ...options,
    name: made.connector.name,
    imageUrl: made.connector.imageUrl,
    networks: ctx.config.networks,
    session: made.restore,
    request(chainId, method, params) {
      // The adapter's helpers' requests through the session, announced as the adapter's own are.
      ctx.hooks.emit('request', { namespace, method }).catch(report)
      return made.provider.request({ method, params, chainId })
    },
    onDisconnect() {
      // A session that connected only this namespace ends with it; with another side on it, that side keeps it.
      if (!options.otherSideConnected()) void made.connector.disconnect().catch(report)
    },
  })
  ctx.connectors.register(side.connector)
  const connected = () => ctx.state.connection(namespace).value.connections[0]?.connectorId === connectorId
  return {
    connectorId,
    hasAccounts: side.hasAccounts,
    onSession(session) {
      if (!connected()) return
      const next = side.follow(session)
      if (!next) {
        void ctx.connection.disconnect({ namespace, closeModal: false }).catch(report)
        return
      }
      writer.setConnectionAccounts(connectorId, next.result.accounts, next.result.chainId)
      const caipAddress = `${next.chain}:${next.address}` as `${string}:${string}:${string}`
      if (ctx.state.account(namespace).value.caipAddress === caipAddress) return
      void writer.setAccount({ address: next.address, caipAddress }).catch(report)
    },
  }
}
