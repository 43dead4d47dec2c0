// The bip122 side of a WalletConnect session (`walletConnect.bip122`), set up when an adapter plugin (the bitcoin
// plugin) serves bip122: the session's payment account (the first external address) with the wallet's ordinal
// addresses after it, WalletConnect's Bitcoin RPC sent by the bitcoin plugin's helpers, and its event.

import type { SessionTypes } from '@walletconnect/types'
import * as z from 'zod/mini'
import { WALLET_CONNECT_BIP122_CONNECTOR_ID } from './constants.js'
import type { SessionSideRules, SideAccount } from './sessionSide.js'

/** A Bitcoin address as a wallet sends it: bech32 or base58, 14 to 90 characters. */
const isBitcoinAddress = (text: string) => /^[a-zA-Z0-9]{14,90}$/.test(text)

// getAccountAddresses' entries, as a wallet puts them in sessionProperties.bip122_getAccountAddresses (JSON) and
// sends them in bip122_addressesChanged.
const addressEntries = z.array(
  z.object({ address: z.string(), intention: z.optional(z.string()), publicKey: z.optional(z.string()) }),
)

/** The ordinal addresses the wallet shared in the session's properties (intention "ordinal"); none when it did not. */
function ordinalsOf(session: SessionTypes.Struct | undefined): string[] {
  const text = (session?.sessionProperties as Record<string, unknown> | undefined)?.bip122_getAccountAddresses
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

/** The payment address (account index 0), then the ordinal ones (index 1). */
const typed = (payment: string, ordinals: readonly string[]) => [
  { address: payment, type: 'payment' as const },
  ...ordinals
    .filter((entry) => entry !== payment)
    .map((entry) => ({ address: entry, type: 'ordinal' as const })),
]

export const BIP122_SIDE: SessionSideRules = {
  namespace: 'bip122',
  connectorId: WALLET_CONNECT_BIP122_CONNECTOR_ID,
  isAddress: isBitcoinAddress,
  accountsFor: (session, account: SideAccount) => typed(account.address, ordinalsOf(session)),
  // The rule "Bitcoin needs a connector supporting a requested chain": the wallet approved none there.
  noAccountOn: (network) =>
    new Error(
      `Bitcoin needs a connector supporting a requested chain: the wallet approved no Bitcoin account on ${network.name}`,
    ),
  /**
   * bip122_addressesChanged (`[{ address, intention? }]`) moves the account in use to the first payment address on
   * that chain, with the ordinal ones after it; malformed data or no valid payment address moves nothing.
   */
  eventMove(event) {
    if (event.name !== 'bip122_addressesChanged') return undefined
    const parsed = addressEntries.safeParse(event.data)
    if (!parsed.success) return undefined
    const valid = parsed.data.filter((entry) => isBitcoinAddress(entry.address))
    const payment = valid.find((entry) => entry.intention !== 'ordinal')?.address
    if (!payment) return undefined
    const ordinals = valid.flatMap((entry) => (entry.intention === 'ordinal' ? [entry.address] : []))
    return { chain: event.chainId, address: payment, accounts: typed(payment, ordinals) }
  },
}
