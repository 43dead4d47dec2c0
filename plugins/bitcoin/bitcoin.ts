import {
  defineWalletAdapter,
  type Plugin,
  type WalletAdapterOptions,
  type WalletAdapterResolvedOptions,
} from 'walletdock/plugin'
import { discoverWallets } from './discoverWallets.js'

/** `injected`: offer the sats-connect (Xverse), Leather and Unisat globals when no Wallet Standard wallet has their name. Default true. */
export type BitcoinOptions = WalletAdapterOptions
export type BitcoinResolvedOptions = WalletAdapterResolvedOptions
export type BitcoinPlugin = Plugin<BitcoinResolvedOptions>

/**
 * The Bitcoin (bip122) adapter: Wallet Standard bitcoin wallets and the injected sats-connect, Leather and Unisat
 * providers as connectors, with payment (index 0) and ordinal (index 1) accounts, the payment address's balance from
 * the network's esplora API and its fiat value, and the four requests (getAccountAddresses, signMessage, signPsbt,
 * sendTransfer). Discovery runs at attach (no I/O); bitcoinjs-lib loads only when the user signs or sends.
 */
export function bitcoin(options?: BitcoinOptions): BitcoinPlugin {
  return defineWalletAdapter({
    name: 'bitcoin',
    namespace: 'bip122',
    options,
    discover: discoverWallets,
    load: () => import('./setupBitcoin.js').then((module) => module.setupBitcoin),
  })
}
