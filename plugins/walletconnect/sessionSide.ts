// A namespace's side of a WalletConnect session (solana, bip122, polkadot), set up when an adapter plugin serves the
// namespace: a connector (not listed: the pairing connects it) whose provider sends the session's requests on its
// account's chain. What differs between namespaces is a SessionSideRules object (solanaSide.ts, bip122Side.ts,
// polkadotSide.ts); the connect, requests, network switch, session updates and wallet events are written once here.

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
import type { WalletConnectConnector } from './createWalletConnectConnector.js'
import type { SessionSide } from './withSessionSides.js'

/** The account a side uses: a CAIP-2 chain and an address on it. */
export type SideAccount = { chain: string; address: string }
/** A wallet's session_event on one of the namespace's chains. */
export type SideEvent = { chainId: string; name: string; data: unknown }
type Session = SessionTypes.Struct | undefined

/** What a wallet event moves the account in use to, with the accounts the connection lists then. */
export type SideEventMove = SideAccount & { accounts: ConnectResult['accounts'] }

/** How one namespace's side reads the session; everything else is the same for every namespace. */
export type SessionSideRules = {
  namespace: ChainNamespace
  connectorId: string
  /** An address of the namespace as a wallet sends it (checked before the session's account is used). */
  isAddress(text: string): boolean
  /** The connection's accounts while `account` is in use; by default the session's addresses on its chain (eoa). */
  accountsFor?(
    session: Session,
    account: SideAccount,
    addressesOn: (chain: string) => string[],
  ): ConnectResult['accounts']
  /** The refusal of a network on which the wallet approved no account of the namespace. */
  noAccountOn?(network: CaipNetwork): Error
  /** A wallet event on a configured chain of the namespace: where the account moves; undefined moves nothing. */
  eventMove?(
    event: SideEvent,
    at: { session: Session; current: SideAccount | undefined; addressesOn(chain: string): string[] },
  ): SideEventMove | undefined
}

export type SessionSideOptions = SessionSideRules & {
  /** Another side (eip155, solana, ...) holds the session: disconnecting this one leaves the session open. */
  otherSideConnected(): boolean
}

/** The session's accounts of `namespace` on configured networks, as `{ chain, address }`; malformed ones dropped. */
export function sideAccountsOf(
  session: Session,
  networks: readonly CaipNetwork[],
  { namespace, isAddress }: Pick<SessionSideRules, 'namespace' | 'isAddress'>,
) {
  const configured = new Set(networks.map((network) => network.caipNetworkId as string))
  const found: SideAccount[] = []
  for (const account of session?.namespaces[namespace]?.accounts ?? []) {
    const parts = splitCaipAddress(account)
    if (parts?.namespace === namespace && configured.has(parts.caipNetworkId) && isAddress(parts.address))
      found.push({ chain: parts.caipNetworkId, address: parts.address })
  }
  return found
}

export type SessionSideConnectorParameters = SessionSideRules & {
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

/** Where the side is after a session change or a wallet event: the account in use and what its connection lists. */
export type SessionSideMove = SideAccount & { result: ConnectResult }

/**
 * The namespace's side of a WalletConnect session as a kernel connector (not listed: the pairing connects it). Its
 * provider (`getProvider(namespace)`) sends the session's requests on the account's chain; `follow` moves the account
 * with a session_update (undefined when the session holds no account of the namespace any more), `applyEvent` with a
 * wallet event the rules read.
 */
export function createSessionSideConnector(parameters: SessionSideConnectorParameters) {
  const { namespace } = parameters
  let current: SideAccount | undefined
  const accountsOf = (session: Session) => sideAccountsOf(session, parameters.networks, parameters)
  const addressesIn = (session: Session) => (chain: string) => [
    ...new Set(accountsOf(session).flatMap((entry) => (entry.chain === chain ? [entry.address] : []))),
  ]
  const resultOf = (chain: string, accounts: ConnectResult['accounts']): ConnectResult => ({
    accounts,
    chainId: chain.slice(namespace.length + 1),
  })
  /** The connection's accounts while `account` is in use. */
  const resultOn = (session: Session, account: SideAccount): ConnectResult =>
    resultOf(
      account.chain,
      parameters.accountsFor?.(session, account, addressesIn(session)) ??
        addressesIn(session)(account.chain).map((address) => ({ address, type: 'eoa' as const })),
    )
  async function open({ caipNetwork }: { caipNetwork?: CaipNetwork | undefined }): Promise<ConnectResult> {
    const session = await parameters.session()
    const accounts = accountsOf(session)
    current = accounts.find((entry) => entry.chain === caipNetwork?.caipNetworkId) ?? accounts[0]
    if (!current) throw new SessionNotInitializedError()
    return resultOn(session, current)
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
        throw (
          parameters.noAccountOn?.(caipNetwork) ??
          new Error(`The wallet approved no account on ${caipNetwork.name}: connect again to add it`)
        )
      current = next
    },
  }
  function follow(session: Session): SessionSideMove | undefined {
    const accounts = accountsOf(session)
    // The account in use stays when the wallet still approves it, else the first on its chain, else the first.
    current =
      accounts.find((entry) => entry.chain === current?.chain && entry.address === current.address) ??
      accounts.find((entry) => entry.chain === current?.chain) ??
      accounts[0]
    return current && { ...current, result: resultOn(session, current) }
  }
  function applyEvent(session: Session, event: SideEvent): SessionSideMove | undefined {
    const moved = parameters.eventMove?.(event, { session, current, addressesOn: addressesIn(session) })
    // Only to a configured chain of the namespace.
    if (!moved || !parameters.networks.some((network) => network.caipNetworkId === moved.chain))
      return undefined
    current = { chain: moved.chain, address: moved.address }
    return { ...current, result: resultOf(moved.chain, moved.accounts) }
  }
  return {
    connector,
    provider,
    follow,
    applyEvent,
    hasAccounts: (session: Session) => accountsOf(session).length > 0,
  }
}

/** A side as the setup holds it: connected with the pairing, following the session and the wallet's events. */
export type AttachedSessionSide = SessionSide & {
  namespace: ChainNamespace
  onSession(session: Session): void
  onEvent(event: SideEvent): void
}

/**
 * Registers the namespace's session connector and returns the side for `withSessionSides` (connect with the pairing),
 * `onSession` (a session_update moves its account; the session's end disconnects it) and `onEvent` (a wallet event
 * on one of its chains moves it as its rules say).
 */
export function attachSessionSide<Options>(
  ctx: PluginContext<Options>,
  made: Pick<WalletConnectConnector, 'connector' | 'provider' | 'restore'>,
  options: SessionSideOptions,
): AttachedSessionSide | undefined {
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
  // The state follows a move: the connection's accounts, the account, and the network when the chain changed.
  const move = (next: SessionSideMove) => {
    writer.setConnectionAccounts(connectorId, next.result.accounts, next.result.chainId)
    const caipAddress = `${next.chain}:${next.address}` as `${string}:${string}:${string}`
    if (ctx.state.account(namespace).value.caipAddress === caipAddress) return
    const chainBefore = ctx.state.network(namespace).value.caipNetwork?.caipNetworkId
    void (async () => {
      await writer.setAccount({ address: next.address, caipAddress })
      if (chainBefore !== next.chain) await writer.reportChain(next.result.chainId)
    })().catch(report)
  }
  return {
    namespace,
    connectorId,
    hasAccounts: side.hasAccounts,
    onSession(session) {
      if (!connected()) return
      const next = side.follow(session)
      if (next) move(next)
      else void ctx.connection.disconnect({ namespace, closeModal: false }).catch(report)
    },
    onEvent(event) {
      if (!connected()) return
      const next = side.applyEvent(made.provider.session, event)
      if (next) move(next)
    },
  }
}
