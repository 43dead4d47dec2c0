import {
  defineWalletAdapter,
  type Plugin,
  type WalletAdapterOptions,
  type WalletAdapterResolvedOptions,
} from 'walletdock/plugin'
import { discoverWallets } from './discoverWallets.js'

/** `injected`: offer a legacy `window.solana` provider when no Wallet Standard wallet has its name. Default true. */
export type SolanaOptions = WalletAdapterOptions
export type SolanaResolvedOptions = WalletAdapterResolvedOptions
export type SolanaPlugin = Plugin<SolanaResolvedOptions>

/**
 * The Solana adapter: Wallet Standard wallets (and a legacy `window.solana`) as connectors, their
 * account changes, the account's SOL balance and explorer link, and the signing helpers' provider.
 *
 * Discovery runs at attach (the Wallet Standard's in-page events, no I/O); @solana/web3.js and the
 * connectors load with the setup when the instance starts.
 */
export function solana(options?: SolanaOptions): SolanaPlugin {
  return defineWalletAdapter({
    name: 'solana',
    namespace: 'solana',
    options,
    discover: discoverWallets,
    load: () => import('./setupSolana.js').then((module) => module.setupSolana),
  })
}
