// The walletconnect plugin's setup and options schema, loaded when the instance starts (see index.ts).

import type { Connector, PersistedKey, PluginContext, Signal } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
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
  const { connector } = createWalletConnectConnector({
    projectId: config.projectId,
    relayUrl: config.endpoints.relay,
    metadata: {
      name: config.metadata?.name ?? 'appkit',
      description: config.metadata?.description ?? '',
      url: config.metadata?.url ?? origin,
      icons: config.metadata?.icons ?? [],
    },
    networks: config.networks,
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
  return connector
}
