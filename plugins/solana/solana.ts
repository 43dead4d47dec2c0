import { createInstanceHandoff, deferredConnector, definePlugin, type Plugin } from 'walletdock/plugin'
import type { SolanaSetup } from './setupSolana.js'
import { watchSolanaWallets } from './watchSolanaWallets.js'

export type SolanaOptions = {
  /** Offer a legacy `window.solana` provider when no Wallet Standard wallet has its name. Default true. */
  injected?: boolean | undefined
}
/** Options after defaults. Checked by hand: zod would add its whole runtime to the start-up chunk. */
export type SolanaResolvedOptions = { injected: boolean }
export type SolanaPlugin = Plugin<SolanaResolvedOptions>

const loadSetup = () => import('./setupSolana.js')

/**
 * The Solana adapter: Wallet Standard wallets (and a legacy `window.solana`) as connectors, their
 * account changes, the account's SOL balance and explorer link, and the signing helpers' provider.
 *
 * Discovery runs at attach (the Wallet Standard's in-page events, no I/O); @solana/web3.js and the
 * connectors load with the setup when the instance starts.
 */
export function solana(options: SolanaOptions = {}): SolanaPlugin {
  if (options.injected !== undefined && typeof options.injected !== 'boolean')
    throw new TypeError('solana({ injected }) must be true or false')
  const resolved: SolanaResolvedOptions = { injected: options.injected ?? true }
  const setups = createInstanceHandoff<SolanaSetup>()
  return definePlugin<SolanaResolvedOptions>({
    name: 'solana',
    kind: 'adapter',
    namespaces: ['solana'],
    options: resolved,
    attach: (ctx) =>
      watchSolanaWallets({
        injected: resolved.injected,
        excludeWalletIds: ctx.config.excludeWalletIds,
        toConnector: (wallet) =>
          deferredConnector({
            id: wallet.id,
            type: wallet.type,
            name: wallet.name,
            chain: 'solana',
            imageUrl: wallet.imageUrl,
            reconnect: true,
            switchNetwork: true,
            load: () => setups.get(ctx.instance).then((setup) => setup.connectorFor(wallet)),
          }),
        register: ctx.connectors.register,
      }),
    preload: loadSetup,
    setup: (ctx) =>
      loadSetup().then(({ setupSolana }) => {
        const setup = setupSolana(ctx)
        setups.resolve(ctx.instance, setup)
        return () => {
          setup.stop()
          setups.delete(ctx.instance)
        }
      }),
  })
}
