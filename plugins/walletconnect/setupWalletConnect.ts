// The walletconnect plugin's setup and options schema, loaded when the instance starts (see index.ts).

import type { ChainNamespace, Connector, PersistedKey, PluginContext, Signal } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './constants.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createWalletConnectSolanaConnector, solanaAccountsOf } from './createWalletConnectSolanaConnector.js'
import type { Pairing } from './pairing.js'

export const optionsSchema = z.object({
  /** Shown on the connector; defaults to WalletConnect. */
  name: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
})
export type WalletConnectOptions = z.infer<typeof optionsSchema>

/** Remembers that a WalletConnect session exists, so only then does a reload load the sign-client to restore it. */
const STORED_SESSION: PersistedKey<boolean> = { name: '@appkit/wc-session' }

/** Sets WalletConnect up on an instance (see walletConnect()): the connector behind attach()'s entry. */
export function setupWalletConnect(
  ctx: PluginContext<WalletConnectOptions>,
  pairing: Signal<Pairing>,
): Connector {
  const own = ctx.writers.eip155
  if (!own) throw new Error('the walletconnect plugin needs its eip155 writer')
  const { config } = ctx
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  // Another adapter plugin (the solana plugin) serving a namespace: the session asks for it too.
  const served = config.plugins
    .filter((plugin) => plugin.kind === 'adapter' && plugin.name !== ctx.name)
    .flatMap((plugin) => (plugin.namespaces ?? []) as ChainNamespace[])
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  const solanaConnected = () =>
    ctx.state.connection('solana').value.connections[0]?.connectorId === WALLET_CONNECT_SOLANA_CONNECTOR_ID
  const { connector, provider, restore } = createWalletConnectConnector({
    projectId: config.projectId,
    relayUrl: config.endpoints.relay,
    metadata: {
      name: config.metadata?.name ?? 'appkit',
      description: config.metadata?.description ?? '',
      url: config.metadata?.url ?? origin,
      icons: config.metadata?.icons ?? [],
    },
    networks: config.networks,
    servedNamespaces: served,
    onSession(session) {
      // The session ended (either side disconnected): its solana accounts go with it.
      if (!session && solanaConnected())
        void ctx.connection
          .disconnect({ namespace: 'solana', closeModal: false })
          .catch(report('walletconnect solana'))
    },
    name: ctx.options.name,
    imageUrl: ctx.options.imageUrl,
    onPairing(next) {
      pairing.value = { uri: next?.uri, expiresAt: next?.expiresAt, error: false }
    },
    onError() {
      pairing.value = { ...pairing.value, error: true }
    },
    // Reported, so the kernel turns a relay's refusal (Invalid Project ID, Session Expired) into its alert.
    onRelayError: (error) => void ctx.hooks.emit('error', { error, source: 'walletconnect relay' }),
    onSessionDeleted() {
      void ctx.connection.disconnect({ namespace: 'eip155', closeModal: false })
    },
    onAccountsChanged(accounts) {
      const [address] = accounts
      if (address) own.setAccount({ address })
    },
    onChainChanged(chainId) {
      void own.reportChain(chainId)
    },
    storedSession: {
      has: () => ctx.storage.get(STORED_SESSION) === true,
      set: (present) =>
        present ? ctx.storage.set(STORED_SESSION, true) : ctx.storage.remove(STORED_SESSION),
    },
  })
  if (!served.includes('solana') || !ctx.writers.solana) return connector

  const solanaConnector = createWalletConnectSolanaConnector({
    name: connector.name,
    imageUrl: connector.imageUrl,
    networks: config.networks,
    session: restore,
    request(chainId, method, params) {
      // The solana helpers' requests through the session, announced as the solana plugin's own are.
      ctx.hooks.emit('request', { namespace: 'solana', method }).catch(report('walletconnect request hook'))
      return provider.request({ method, params, chainId })
    },
  })
  ctx.connectors.register(solanaConnector)
  return {
    ...connector,
    // One pairing connects both namespaces: the solana accounts the wallet approved connect first, so eip155 stays active.
    async connect(parameters) {
      const result = await connector.connect(parameters)
      if (solanaAccountsOf(provider.session, config.networks).length > 0)
        await ctx.connection
          .connect({ connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID })
          .catch(report('walletconnect solana'))
      return result
    },
  }
}
