import {
  defineWalletAdapter,
  type Plugin,
  type WalletAdapterOptions,
  type WalletAdapterResolvedOptions,
} from 'walletdock/plugin'
import { discoverWallets } from './discoverWallets.js'

export type PolkadotOptions = WalletAdapterOptions
export type PolkadotResolvedOptions = WalletAdapterResolvedOptions
export type PolkadotPlugin = Plugin<PolkadotResolvedOptions>

/**
 * The Polkadot adapter: polkadot-js-API extensions at `window.injectedWeb3` (Polkadot.js, Talisman, SubWallet) as
 * connectors, the account's balance read from the network's chain, and the provider the signing helpers use.
 *
 * Discovery runs at attach (reading the page, no I/O); the connectors load with the setup when the instance starts;
 * SS58 encoding and @polkadot/api load when the user connects or signs.
 */
export function polkadot(options?: PolkadotOptions): PolkadotPlugin {
  return defineWalletAdapter({
    name: 'polkadot',
    namespace: 'polkadot',
    options,
    discover: discoverWallets,
    load: () => import('./setupPolkadot.js').then((module) => module.setupPolkadot),
  })
}
