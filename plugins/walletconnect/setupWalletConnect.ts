// The walletconnect plugin's setup and options schema, loaded when the instance starts (see index.ts).

import type { SessionTypes } from '@walletconnect/types'
import {
  type ChainNamespace,
  type Connector,
  defineStorageKey,
  type PluginContext,
  type Signal,
} from 'walletdock/plugin'
import * as z from 'zod/mini'
import { attachBip122Side, type SessionSide, withSessionSides } from './bip122Side.js'
import {
  WALLET_CONNECT_BIP122_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
} from './constants.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import {
  createWalletConnectSolanaConnector,
  type SolanaMove,
  solanaAccountsOf,
} from './createWalletConnectSolanaConnector.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import { WALLET_CONNECT_LOGO } from './logo.js'
import type { Pairing } from './pairing.js'
import { attachPolkadotSide } from './polkadotSide.js'
import { relayRefusalOf } from './relayRefusals.js'

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
  const solanaConnected = () => connectedThrough('solana', WALLET_CONNECT_SOLANA_CONNECTOR_ID)
  const eip155Connected = () => connectedThrough('eip155', WALLET_CONNECT_CONNECTOR_ID)
  // The solana side following a session the wallet changed; set once the solana connector exists.
  let followSolana: (session: SessionTypes.Struct) => void = () => {}
  let solanaEvent: (event: { chainId: string; name: string; data: unknown }) => void = () => {}
  let followBip122: (session: SessionTypes.Struct | undefined) => void = () => {}
  let followPolkadot: (session: SessionTypes.Struct | undefined) => void = () => {}
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
      followBip122(session)
      followPolkadot(session)
      if (!solanaConnected()) return
      // The session ended (either side disconnected): its solana accounts go with it.
      if (!session)
        void ctx.connection
          .disconnect({ namespace: 'solana', closeModal: false })
          .catch(report('walletconnect solana'))
      else followSolana(session)
    },
    name: ctx.options.name,
    imageUrl: ctx.options.imageUrl ?? WALLET_CONNECT_LOGO,
    onPairing(next) {
      // A pairing URI means the relay took the project: any refusal before it is over.
      pairing.value = {
        uri: next?.uri,
        expiresAt: next?.expiresAt,
        error: false,
        refusal: next ? undefined : pairing.value.refusal,
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
      if (event.chainId.startsWith('solana:') && solanaConnected()) solanaEvent(event)
      if (event.chainId.startsWith('bip122:')) bip122?.onEvent(event)
    },
    storedSession: {
      has: () => ctx.storage.get(STORED_SESSION) === true,
      set: (present) =>
        present ? ctx.storage.set(STORED_SESSION, true) : ctx.storage.remove(STORED_SESSION),
    },
  })
  const { connector, provider, restore } = made
  // The entry attach() listed shows the logo from now on: its bytes are here, not in the page's first ones.
  const listed = ctx.state.connectors.peek().find((entry) => entry.id === WALLET_CONNECT_CONNECTOR_ID)
  if (listed && !listed.imageUrl) ctx.connectors.register({ ...listed, imageUrl: connector.imageUrl })
  const sides: SessionSide[] = []
  const bip122 = served.includes('bip122')
    ? attachBip122Side(ctx, made, () => eip155Connected() || solanaConnected())
    : undefined
  if (bip122) {
    followBip122 = bip122.onSession
    sides.push(bip122)
  }
  const polkadot = served.includes('polkadot') ? attachPolkadotSide(ctx, made, connectedThrough) : undefined
  if (polkadot) {
    followPolkadot = polkadot.onSession
    sides.push(polkadot)
  }
  if (served.includes('solana') && ctx.writers.solana)
    sides.unshift({
      connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
      hasAccounts: (session) => solanaAccountsOf(session, config.networks).length > 0,
    })
  else return sides.length > 0 ? withSessionSides(ctx, made, sides) : connector

  const solanaWriter = ctx.writers.solana
  const solanaSide = createWalletConnectSolanaConnector({
    name: connector.name,
    imageUrl: connector.imageUrl,
    networks: config.networks,
    session: restore,
    request(chainId, method, params) {
      // The solana helpers' requests through the session, announced as the solana plugin's own are.
      ctx.hooks.emit('request', { namespace: 'solana', method }).catch(report('walletconnect request hook'))
      return provider.request({ method, params, chainId })
    },
    onDisconnect() {
      // A session that connected only solana ends with it; with eip155 (or bip122) on it, that side keeps it.
      if (!eip155Connected() && !connectedThrough('bip122', WALLET_CONNECT_BIP122_CONNECTOR_ID))
        void connector.disconnect().catch(report('walletconnect'))
    },
  })
  // The solana state follows a move of the wallet's: connection accounts, account, CAIP address, network.
  const applySolana = ({ account, addresses }: SolanaMove) => {
    solanaWriter.setConnectionAccounts(
      WALLET_CONNECT_SOLANA_CONNECTOR_ID,
      addresses.map((address) => ({ address, type: 'eoa' as const })),
      account.chain.slice('solana:'.length),
    )
    const caipAddress = `${account.chain}:${account.address}` as `solana:${string}:${string}`
    if (ctx.state.account('solana').value.caipAddress === caipAddress) return
    const chainBefore = ctx.state.network('solana').value.caipNetwork?.caipNetworkId
    void (async () => {
      await solanaWriter.setAccount({ address: account.address, caipAddress })
      if (chainBefore !== account.chain) await solanaWriter.reportChain(account.chain.slice('solana:'.length))
    })().catch(report('walletconnect solana move'))
  }
  followSolana = (session) => {
    const next = solanaSide.follow(session)
    if (!next) {
      void ctx.connection
        .disconnect({ namespace: 'solana', closeModal: false })
        .catch(report('walletconnect solana'))
      return
    }
    applySolana(next)
  }
  solanaEvent = (event) => {
    const next = solanaSide.applyEvent(provider.session, event)
    if (next) applySolana(next)
  }
  ctx.connectors.register(solanaSide.connector)
  return withSessionSides(ctx, made, sides)
}
