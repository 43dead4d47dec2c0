import {
  defineWalletAdapter,
  type Plugin,
  type WalletAdapterOptions,
  type WalletAdapterResolvedOptions,
} from 'walletdock/plugin'
import { discoverWallets } from './discoverWallets.js'

/** `injected`: offer `window.ethereum` as "Browser Wallet" when no announced wallet is the same provider. Default true. */
export type EvmOptions = WalletAdapterOptions
export type EvmResolvedOptions = WalletAdapterResolvedOptions
export type EvmPlugin = Plugin<EvmResolvedOptions>

/**
 * The EVM adapter: extension wallets (EIP-6963 announced and `window.ethereum`) as connectors, their
 * events, network switching with add-on-4902, and the account's balance and explorer link.
 *
 * Discovery runs when the instance is created (attach: an in-page event, no I/O), so the modal lists
 * the wallets the moment it opens; everything else (wallet events, provider hooks, balance, viem)
 * loads with the setup when the instance starts.
 */
export function evm(options?: EvmOptions): EvmPlugin {
  return defineWalletAdapter({
    name: 'evm',
    namespace: 'eip155',
    options,
    discover: discoverWallets,
    load: () => import('./setupEvm.js').then((module) => module.setupEvm),
  })
}
