import { definePlugin, type Plugin } from '../../kernel/plugins/definePlugin.js'
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
 */
export function evm(options: EvmOptions = {}): EvmPlugin {
  if (options.injected !== undefined && typeof options.injected !== 'boolean')
    throw new TypeError('evm({ injected }) must be true or false')
  const resolved: EvmResolvedOptions = { injected: options.injected ?? true }
  return definePlugin<EvmResolvedOptions>({
    name: 'evm',
    kind: 'adapter',
    namespace: 'eip155',
    options: resolved,
    // The setup (discovery, connectors, account data) loads when the instance starts, not with the page.
    preload: loadSetup,
    setup: (ctx) => loadSetup().then(({ setupEvm }) => setupEvm(ctx)),
  })
}
