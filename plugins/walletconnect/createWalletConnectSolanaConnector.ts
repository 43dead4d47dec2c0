import type { SessionTypes } from '@walletconnect/types'
import { SessionNotInitializedError } from 'walletdock/errors'
import {
  type CaipNetwork,
  type Connector,
  type ConnectResult,
  isSolanaAddress,
  type RequestProvider,
  splitCaipAddress,
} from 'walletdock/plugin'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './constants.js'

export type WalletConnectSolanaConnectorParameters = {
  name: string
  imageUrl?: string | undefined
  networks: readonly CaipNetwork[]
  /** The session in use, or the stored one restored (a reload). */
  session(): Promise<SessionTypes.Struct>
  /** A request through the session on a CAIP-2 chain. */
  request(chainId: string, method: string, params: unknown): Promise<unknown>
  /** The solana side was disconnected (the user, or the session's solana accounts went away). */
  onDisconnect?(): void
}

/** The account the solana side uses, as `{ chain, address }` (chain CAIP-2). */
export type WalletConnectSolanaAccount = { chain: string; address: string }

/** The session's solana accounts on configured networks, as `[chain, address]`; malformed ones dropped. */
export function solanaAccountsOf(session: SessionTypes.Struct | undefined, networks: readonly CaipNetwork[]) {
  const configured = new Set(networks.map((network) => network.caipNetworkId as string))
  const found: { chain: string; address: string }[] = []
  for (const account of session?.namespaces.solana?.accounts ?? []) {
    const parts = splitCaipAddress(account)
    if (
      parts?.namespace === 'solana' &&
      configured.has(parts.caipNetworkId) &&
      isSolanaAddress(parts.address)
    )
      found.push({ chain: parts.caipNetworkId, address: parts.address })
  }
  return found
}

/**
 * The solana side of a WalletConnect session as a kernel connector (not listed: the WalletConnect
 * pairing connects it). Disconnecting it leaves the session to the eip155 side.
 */
export function createWalletConnectSolanaConnector(parameters: WalletConnectSolanaConnectorParameters) {
  let current: WalletConnectSolanaAccount | undefined

  async function open({ caipNetwork }: { caipNetwork?: CaipNetwork | undefined }): Promise<ConnectResult> {
    const accounts = solanaAccountsOf(await parameters.session(), parameters.networks)
    const chosen = accounts.find((entry) => entry.chain === caipNetwork?.caipNetworkId) ?? accounts[0]
    if (!chosen) throw new SessionNotInitializedError()
    current = chosen
    return {
      accounts: [
        ...new Set(accounts.filter((entry) => entry.chain === chosen.chain).map((entry) => entry.address)),
      ].map((address) => ({ address, type: 'eoa' as const })),
      chainId: chosen.chain.slice('solana:'.length),
    }
  }

  // getProvider('solana') for a WalletConnect session: the session's requests on the account's chain.
  const provider: RequestProvider = {
    walletName: parameters.name,
    get address() {
      return current?.address ?? ''
    },
    get chain() {
      return current?.chain ?? ''
    },
    request: ({ method, params }) => {
      if (!current) return Promise.reject(new SessionNotInitializedError())
      return parameters.request(current.chain, method, params)
    },
  }

  const connector: Connector = {
    id: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: parameters.name,
    chain: 'solana',
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
      const accounts = solanaAccountsOf(await parameters.session(), parameters.networks)
      const next = accounts.find((entry) => entry.chain === caipNetwork.caipNetworkId)
      if (!next)
        throw new Error(
          `The wallet approved no Solana account on ${caipNetwork.name}: connect again to add it`,
        )
      current = next
    },
  }
  /** The session's addresses on `chain`, deduplicated, as the connection lists them. */
  const addressesOn = (session: SessionTypes.Struct | undefined, chain: string) => [
    ...new Set(
      solanaAccountsOf(session, parameters.networks)
        .filter((entry) => entry.chain === chain)
        .map((entry) => entry.address),
    ),
  ]
  /**
   * The wallet changed the session (session_update): the account in use follows it, on the same chain
   * when the wallet still approves one there, else on its first approved chain. Undefined when the
   * session holds no solana account any more.
   */
  function follow(session: SessionTypes.Struct): SolanaMove | undefined {
    const accounts = solanaAccountsOf(session, parameters.networks)
    const stays = accounts.find(
      (entry) => entry.chain === current?.chain && entry.address === current.address,
    )
    current = stays ?? accounts.find((entry) => entry.chain === current?.chain) ?? accounts[0]
    return current && { account: current, addresses: addressesOn(session, current.chain) }
  }
  /**
   * A session_event on a solana chain: accountsChanged (addresses, plain or CAIP-10) moves the account
   * on that chain; chainChanged moves to the chain named (CAIP-2 or its reference), with the session's
   * account there or the same address. Undefined (nothing moves) for an unconfigured chain, no valid
   * address, or another event.
   */
  function applyEvent(
    session: SessionTypes.Struct | undefined,
    event: { chainId: string; name: string; data: unknown },
  ): SolanaMove | undefined {
    const configured = new Set(parameters.networks.map((network) => network.caipNetworkId as string))
    if (event.name === 'accountsChanged') {
      if (!configured.has(event.chainId) || !Array.isArray(event.data)) return undefined
      const addresses = [
        // A wallet sends CAIP-10 accounts or bare addresses.
        ...new Set(
          event.data
            .map((entry) => splitCaipAddress(String(entry))?.address ?? String(entry))
            .filter(isSolanaAddress),
        ),
      ]
      const [address] = addresses
      if (!address) return undefined
      current = { chain: event.chainId, address }
      return { account: current, addresses }
    }
    if (event.name === 'chainChanged') {
      const named = String(event.data)
      const chain = named.startsWith('solana:') ? named : `solana:${named}`
      if (!configured.has(chain)) return undefined
      const addresses = addressesOn(session, chain)
      const address =
        addresses.find((entry) => entry === current?.address) ?? addresses[0] ?? current?.address
      if (!address) return undefined
      current = { chain, address }
      return { account: current, addresses: addresses.length > 0 ? addresses : [address] }
    }
    return undefined
  }
  return { connector, follow, applyEvent }
}

/** Where the solana side moved: the account in use and every address the connection lists on its chain. */
export type SolanaMove = { account: WalletConnectSolanaAccount; addresses: string[] }
