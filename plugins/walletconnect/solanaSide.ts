// The solana side of a WalletConnect session (`walletConnect.solana`), set up when an adapter plugin (the solana
// plugin) serves solana: the session's accounts, and the wallet's accountsChanged and chainChanged events.

import { isSolanaAddress, splitCaipAddress } from 'walletdock/plugin'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './constants.js'
import type { SessionSideRules } from './sessionSide.js'

const eoa = (addresses: readonly string[]) => addresses.map((address) => ({ address, type: 'eoa' as const }))

export const SOLANA_SIDE: SessionSideRules = {
  namespace: 'solana',
  connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  isAddress: isSolanaAddress,
  noAccountOn: (network) =>
    new Error(`The wallet approved no Solana account on ${network.name}: connect again to add it`),
  /**
   * accountsChanged (addresses, plain or CAIP-10) moves the account on that chain; chainChanged moves to the chain
   * named (CAIP-2 or its reference), with the session's account there or the same address.
   */
  eventMove(event, { current, addressesOn }) {
    if (event.name === 'accountsChanged') {
      if (!Array.isArray(event.data)) return undefined
      const addresses = [
        // A wallet sends CAIP-10 accounts or bare addresses.
        ...new Set(
          event.data
            .map((entry) => splitCaipAddress(String(entry))?.address ?? String(entry))
            .filter(isSolanaAddress),
        ),
      ]
      const [address] = addresses
      return address ? { chain: event.chainId, address, accounts: eoa(addresses) } : undefined
    }
    if (event.name !== 'chainChanged') return undefined
    const named = String(event.data)
    const chain = named.startsWith('solana:') ? named : `solana:${named}`
    const addresses = addressesOn(chain)
    const address = addresses.find((entry) => entry === current?.address) ?? addresses[0] ?? current?.address
    if (!address) return undefined
    return { chain, address, accounts: eoa(addresses.length > 0 ? addresses : [address]) }
  },
}
