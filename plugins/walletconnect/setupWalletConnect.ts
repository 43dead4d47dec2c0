// The walletconnect plugin's setup and options schema, loaded when the instance starts (see index.ts).

import {
  type ChainNamespace,
  type Connector,
  defineStorageKey,
  type PluginContext,
  type Signal,
} from 'walletdock/plugin'
import * as z from 'zod/mini'
import { BIP122_SIDE } from './bip122Side.js'
import {
  WALLET_CONNECT_BIP122_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_POLKADOT_CONNECTOR_ID,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
} from './constants.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import { WALLET_CONNECT_LOGO } from './logo.js'
import type { Pairing } from './pairing.js'
import { POLKADOT_SIDE } from './polkadotSide.js'
import { relayRefusalOf } from './relayRefusals.js'
import { sessionNetworkState } from './sessionNetworks.js'
import { type AttachedSessionSide, attachSessionSide } from './sessionSide.js'
import { SOLANA_SIDE } from './solanaSide.js'
import { keepWcLinking } from './wcLinking.js'
import { withSessionSides } from './withSessionSides.js'

export const optionsSchema = z.object({
  /** Shown on the connector; defaults to WalletConnect. */
  name: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
})
export type WalletConnectOptions = z.infer<typeof optionsSchema>

/** Remembers that a WalletConnect session exists, so only then does a reload load the sign-client to restore it. */
const STORED_SESSION = defineStorageKey('@appkit/wc-session', z.boolean())

/** Sets WalletConnect up on an instance (see walletConnect()): the connector behind attach()'s entry. */
export function setupWalletConnect(
  ctx: PluginContext<WalletConnectOptions>,
  pairing: Signal<Pairing>,
): Connector {
  const own = ctx.writers.eip155
  if (!own) throw new WalletConnectConnectorNotFoundError()
  const { config } = ctx
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  // Another adapter plugin (the solana plugin) serving a namespace: the session asks for it too.
  const served = config.plugins
    .filter((plugin) => plugin.kind === 'adapter' && plugin.name !== ctx.name)
    .flatMap((plugin) => (plugin.namespaces ?? []) as ChainNamespace[])
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  const connectedThrough = (namespace: ChainNamespace, connectorId: string) =>
    ctx.state.connection(namespace).value.connections[0]?.connectorId === connectorId
  const eip155Connected = () => connectedThrough('eip155', WALLET_CONNECT_CONNECTOR_ID)
  // Every connector on the session, by namespace: a side's disconnect ends the session when none of the others holds it.
  const sessionConnectors: [ChainNamespace, string][] = [
    ['eip155', WALLET_CONNECT_CONNECTOR_ID],
    ['solana', WALLET_CONNECT_SOLANA_CONNECTOR_ID],
    ['bip122', WALLET_CONNECT_BIP122_CONNECTOR_ID],
    ['polkadot', WALLET_CONNECT_POLKADOT_CONNECTOR_ID],
  ]
  // The other namespaces' sides of the session (solana, bip122, polkadot); set once the connector exists.
  let sides: AttachedSessionSide[] = []
  keepWcLinking(ctx, pairing)
  const made = createWalletConnectConnector({
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
      // spec 3: each namespace's network state says which networks the wallet approved (reset when it ends).
      for (const namespace of ['eip155', ...served] as ChainNamespace[])
        ctx.writers[namespace]?.setNetworkState(sessionNetworkState(session, namespace, config.networks))
      // A session_update moves each side's account; the session's end (undefined) disconnects them.
      for (const side of sides) side.onSession(session)
    },
    name: ctx.options.name,
    imageUrl: ctx.options.imageUrl ?? WALLET_CONNECT_LOGO,
    onPairing(next) {
      const { refusal, linking, uri } = pairing.value
      // A pairing URI means the relay took the project: any refusal before it is over. A new URI also ends the
      // wallet link opened for an earlier one; the pairing's end (approved or not) keeps it for the session.
      pairing.value = {
        uri: next?.uri,
        expiresAt: next?.expiresAt,
        error: false,
        refusal: next ? undefined : refusal,
        linking: next && next.uri !== uri ? undefined : linking,
        buffering: false,
      }
    },
    onError() {
      pairing.value = { ...pairing.value, error: true }
    },
    // A relay's refusal (Invalid Project ID, Session Expired, Origin Not Allowed) is the plugin's alert, once.
    onRelayError(error) {
      const refusal = relayRefusalOf(error)
      if (refusal) {
        // The QR view shows the refusal in place of "preparing" (spec 8: Invalid Project ID).
        pairing.value = {
          ...pairing.value,
          refusal: { title: refusal.message, message: refusal.detail ?? '' },
        }
        ctx.alerts.show(refusal)
      }
      void ctx.hooks.emit('error', { error, source: 'walletconnect relay' })
    },
    onSessionDeleted() {
      // A session with only solana accounts never connected eip155: nothing to disconnect there.
      if (eip155Connected())
        void ctx.connection
          .disconnect({ namespace: 'eip155', closeModal: false })
          .catch(report('walletconnect'))
    },
    onAccountsChanged(accounts) {
      const [address] = accounts
      if (!address) return
      own.setConnectionAccounts(
        WALLET_CONNECT_CONNECTOR_ID,
        accounts.map((entry) => ({ address: entry, type: 'eoa' as const })),
      )
      void own.setAccount({ address }).catch(report('walletconnect accounts'))
    },
    onChainChanged(chainId) {
      void own.reportChain(chainId)
    },
    onNamespaceEvent(event) {
      for (const side of sides) if (event.chainId.startsWith(`${side.namespace}:`)) side.onEvent(event)
    },
    storedSession: {
      has: () => ctx.storage.get(STORED_SESSION) === true,
      set(present) {
        if (present) return ctx.storage.set(STORED_SESSION, true)
        ctx.storage.remove(STORED_SESSION)
        // The session is over: no later request goes back to the wallet it was linked to.
        pairing.value = { ...pairing.value, linking: undefined }
      },
    },
  })
  const { connector } = made
  // The entry attach() listed shows the logo from now on: its bytes are here, not in the page's first ones.
  const listed = ctx.state.connectors.peek().find((entry) => entry.id === WALLET_CONNECT_CONNECTOR_ID)
  if (listed && !listed.imageUrl) ctx.connectors.register({ ...listed, imageUrl: connector.imageUrl })
  sides = [SOLANA_SIDE, BIP122_SIDE, POLKADOT_SIDE].flatMap((rules) => {
    if (!served.includes(rules.namespace)) return []
    const side = attachSessionSide(ctx, made, {
      ...rules,
      otherSideConnected: () =>
        sessionConnectors.some(
          ([namespace, id]) => namespace !== rules.namespace && connectedThrough(namespace, id),
        ),
    })
    return side ? [side] : []
  })
  return sides.length > 0 ? withSessionSides(ctx, made, sides) : made.connector
}
