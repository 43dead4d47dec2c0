import { createInstanceHandoff, deferredConnector, definePlugin, type Plugin } from 'walletdock/plugin'
import type { EvmSetup } from './setupEvm.js'
import { watchWallets } from './watchWallets.js'

export type EvmOptions = {
  /** Offer `window.ethereum` as "Browser Wallet" when no announced wallet is the same provider. Default true. */
  injected?: boolean | undefined
}
/** Options after defaults. Checked by hand: zod would add its whole runtime to the plugin's start-up chunk. */
export type EvmResolvedOptions = { injected: boolean }
export type EvmPlugin = Plugin<EvmResolvedOptions>

const loadSetup = () => import('./setupEvm.js')

/**
 * The EVM adapter: extension wallets (EIP-6963 announced and `window.ethereum`) as connectors, their
 * events, network switching with add-on-4902, and the account's balance and explorer link.
 *
 * Discovery runs when the instance is created (attach: an in-page event, no I/O), so the modal lists
 * the wallets the moment it opens; everything else (wallet events, provider hooks, balance, viem)
 * loads with the setup when the instance starts.
 */
export function evm(options: EvmOptions = {}): EvmPlugin {
  if (options.injected !== undefined && typeof options.injected !== 'boolean')
    throw new TypeError('evm({ injected }) must be true or false')
  const resolved: EvmResolvedOptions = { injected: options.injected ?? true }
  // Per instance (ctx.instance): the setup that gives attach()'s wallets their connectors.
  const setups = createInstanceHandoff<EvmSetup>()
  return definePlugin<EvmResolvedOptions>({
    name: 'evm',
    kind: 'adapter',
    namespaces: ['eip155'],
    options: resolved,
    attach: (ctx) =>
      watchWallets({
        announced: ctx.config.enableEIP6963,
        injected: resolved.injected,
        excludeWalletIds: ctx.config.excludeWalletIds,
        toConnector: (wallet) =>
          deferredConnector({
            id: wallet.id,
            type: wallet.type,
            name: wallet.name,
            chain: 'eip155',
            info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
            imageUrl: wallet.imageUrl,
            reconnect: true,
            switchNetwork: true,
            load: () => setups.get(ctx.instance).then((setup) => setup.connectorFor(wallet)),
          }),
        register: ctx.connectors.register,
      }),
    preload: loadSetup,
    setup: (ctx) =>
      loadSetup().then(({ setupEvm }) => {
        const setup = setupEvm(ctx)
        setups.resolve(ctx.instance, setup)
        return () => {
          setup.stop()
          setups.delete(ctx.instance)
        }
      }),
  })
}
