// The dev wallet's sides other than EVM, one chunk that loads at creation only for a config that gives Solana,
// Bitcoin or Polkadot dev accounts (devWallet() alone has none: its first bundle holds the EVM side alone). Each
// side's signing code (and the Polkadot keyring) still loads on its first request.
import type { Network } from 'walletdock/plugin'
import { registerDevBitcoinWallet } from './createDevBitcoinWallet.js'
import { registerDevSolanaWallet } from './createDevSolanaWallet.js'
import type { DevPolkadotAccount, DevWalletOptions } from './devWalletOptions.js'

/**
 * The Polkadot side: a polkadot-js-API extension at `window.injectedWeb3['dev-wallet']` (the polkadot plugin lists it
 * as "Dev Wallet"); its keyring loads when a page enables it. Returns its removal.
 */
function injectPolkadotSide(accounts: readonly DevPolkadotAccount[]): () => void {
  const page = window as unknown as { injectedWeb3?: Record<string, unknown> }
  const entry = {
    version: '0.1.0',
    enable: () =>
      import('./devPolkadotExtension.js').then((module) => module.createDevPolkadotExtension(accounts)),
  }
  page.injectedWeb3 ??= {}
  page.injectedWeb3['dev-wallet'] = entry
  return () => {
    if (page.injectedWeb3?.['dev-wallet'] === entry) delete page.injectedWeb3['dev-wallet']
  }
}

/**
 * Registers (or injects) the sides whose accounts `options` gives and whose networks the config has (all of them
 * local: devWallet checked); returns their removal.
 */
export function registerDevWalletSides(
  name: string,
  icon: `data:image/${string}`,
  networks: readonly Network[],
  options: DevWalletOptions,
): () => void {
  const solana = options.solana?.accounts ?? []
  const bitcoin = options.bitcoin?.accounts ?? []
  const polkadot = options.polkadot?.accounts ?? []
  const of = (namespace: string) => networks.filter((network) => network.chainNamespace === namespace)
  const removals: (() => void)[] = []
  if (of('solana').length > 0 && solana.length > 0)
    removals.push(
      registerDevSolanaWallet({
        name,
        icon,
        accounts: solana,
        chains: new Map(
          of('solana').map((network) => [
            network.caipNetworkId as `${string}:${string}`,
            network.rpcUrls.default.http[0] ?? '',
          ]),
        ),
      }),
    )
  if (of('bip122').length > 0 && bitcoin.length > 0)
    removals.push(
      registerDevBitcoinWallet({
        name,
        icon,
        accounts: bitcoin,
        chains: of('bip122').map((network) => network.caipNetworkId),
      }),
    )
  if (of('polkadot').length > 0 && polkadot.length > 0) removals.push(injectPolkadotSide(polkadot))
  return () => {
    for (const remove of removals) remove()
  }
}
