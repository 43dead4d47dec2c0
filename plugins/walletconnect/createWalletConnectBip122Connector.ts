import type { SessionTypes } from '@walletconnect/types'
import { SessionNotInitializedError } from 'walletdock/errors'
import {
  type CaipNetwork,
  type Connector,
  type ConnectResult,
  type RequestProvider,
  splitCaipAddress,
} from 'walletdock/plugin'
import * as z from 'zod/mini'
import { WALLET_CONNECT_BIP122_CONNECTOR_ID } from './constants.js'

export type WalletConnectBip122ConnectorParameters = {
  name: string
  imageUrl?: string | undefined
  networks: readonly CaipNetwork[]
  /** The session in use, or the stored one restored (a reload). */
  session(): Promise<SessionTypes.Struct>
  /** A request through the session on a CAIP-2 chain. */
  request(chainId: string, method: string, params: unknown): Promise<unknown>
  /** The bip122 side was disconnected (the user, or the session's bip122 accounts went away). */
  onDisconnect?(): void
}

/** A Bitcoin address as a wallet sends it: bech32 or base58, 14 to 90 characters. */
const isBitcoinAddress = (text: string) => /^[a-zA-Z0-9]{14,90}$/.test(text)

// getAccountAddresses' entries, as a wallet puts them in sessionProperties.bip122_getAccountAddresses (JSON).
const addressEntries = z.array(
  z.object({ address: z.string(), intention: z.optional(z.string()), publicKey: z.optional(z.string()) }),
)

/** The session's bip122 accounts (each one's first external address) on configured networks; malformed ones dropped. */
export function bip122AccountsOf(session: SessionTypes.Struct | undefined, networks: readonly CaipNetwork[]) {
  const configured = new Set(networks.map((network) => network.caipNetworkId as string))
  const found: { chain: string; address: string }[] = []
  for (const account of session?.namespaces.bip122?.accounts ?? []) {
    const parts = splitCaipAddress(account)
    if (
      parts?.namespace === 'bip122' &&
      configured.has(parts.caipNetworkId) &&
      isBitcoinAddress(parts.address)
    )
      found.push({ chain: parts.caipNetworkId, address: parts.address })
  }
  return found
}

/** The ordinal addresses the wallet shared in the session's properties (intention "ordinal"); none when it did not. */
function ordinalsOf(session: SessionTypes.Struct): string[] {
  const text = (session.sessionProperties as Record<string, unknown> | undefined)?.bip122_getAccountAddresses
  if (typeof text !== 'string') return []
  try {
    const parsed = addressEntries.safeParse(JSON.parse(text))
    if (!parsed.success) return []
    return parsed.data
      .filter((entry) => entry.intention === 'ordinal' && isBitcoinAddress(entry.address))
      .map((entry) => entry.address)
  } catch {
    return []
  }
}

/**
 * The bip122 side of a WalletConnect session as a kernel connector (not listed: the WalletConnect pairing
 * connects it). Its provider sends WalletConnect's Bitcoin RPC (the bitcoin plugin's helpers shape the params);
 * disconnecting it leaves the session to the other sides.
 */
export function createWalletConnectBip122Connector(parameters: WalletConnectBip122ConnectorParameters) {
  let current: { chain: string; address: string } | undefined

  function resultOf(session: SessionTypes.Struct, chain: string, address: string): ConnectResult {
    // The first external address is the payment account (index 0); the wallet's ordinal address, when it says, index 1.
    const ordinals = ordinalsOf(session).filter((entry) => entry !== address)
    return {
      accounts: [
        { address, type: 'payment' as const },
        ...ordinals.map((entry) => ({ address: entry, type: 'ordinal' as const })),
      ],
      chainId: chain.slice('bip122:'.length),
    }
  }

  async function open({ caipNetwork }: { caipNetwork?: CaipNetwork | undefined }): Promise<ConnectResult> {
    const session = await parameters.session()
    const accounts = bip122AccountsOf(session, parameters.networks)
    const chosen = accounts.find((entry) => entry.chain === caipNetwork?.caipNetworkId) ?? accounts[0]
    if (!chosen) throw new SessionNotInitializedError()
    current = chosen
    return resultOf(session, chosen.chain, chosen.address)
  }

  // getProvider('bip122') for a WalletConnect session: the session's requests on the account's chain.
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
    id: WALLET_CONNECT_BIP122_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: parameters.name,
    chain: 'bip122',
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
      const accounts = bip122AccountsOf(await parameters.session(), parameters.networks)
      const next = accounts.find((entry) => entry.chain === caipNetwork.caipNetworkId)
      // The rule "Bitcoin needs a connector supporting a requested chain": the wallet approved none there.
      if (!next)
        throw new Error(
          `Bitcoin needs a connector supporting a requested chain: the wallet approved no Bitcoin account on ${caipNetwork.name}`,
        )
      current = next
    },
  }

  /**
   * The wallet changed the session (session_update): the account in use follows it, on the same chain when the
   * wallet still approves one there, else on its first approved chain. Undefined when no bip122 account is left.
   */
  function follow(session: SessionTypes.Struct): ConnectResult | undefined {
    const accounts = bip122AccountsOf(session, parameters.networks)
    current = accounts.find((entry) => entry.chain === current?.chain) ?? accounts[0]
    return current && resultOf(session, current.chain, current.address)
  }
  /**
   * A session_event on a bip122 chain: bip122_addressesChanged (`[{ address, intention? }]`) moves the account in use
   * to the first payment address on that chain, with the ordinal ones after it. Undefined (nothing moves) for an
   * unconfigured chain, no valid payment address, or another event.
   */
  function applyEvent(event: { chainId: string; name: string; data: unknown }): ConnectResult | undefined {
    if (event.name !== 'bip122_addressesChanged') return undefined
    if (!parameters.networks.some((network) => network.caipNetworkId === event.chainId)) return undefined
    const parsed = addressEntries.safeParse(event.data)
    if (!parsed.success) return undefined
    const valid = parsed.data.filter((entry) => isBitcoinAddress(entry.address))
    const payment = valid.find((entry) => entry.intention !== 'ordinal')?.address
    if (!payment) return undefined
    current = { chain: event.chainId, address: payment }
    const ordinals = valid.filter((entry) => entry.intention === 'ordinal' && entry.address !== payment)
    return {
      accounts: [
        { address: payment, type: 'payment' },
        ...ordinals.map((entry) => ({ address: entry.address, type: 'ordinal' as const })),
      ],
      chainId: event.chainId.slice('bip122:'.length),
    }
  }
  return { connector, provider, follow, applyEvent }
}
