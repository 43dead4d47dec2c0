import { listenForStandardWallets, type PageWallet } from 'walletdock/plugin'
import type { SatsConnectProvider, UnisatProvider } from './shapes/injectedShapes.js'
import type { StandardBitcoinWallet } from './shapes/standardWallet.js'

/** A Bitcoin wallet found on the page, by the shape it speaks, before it becomes a connector. */
export type DiscoveredBitcoinWallet = PageWallet &
  (
    | { type: 'ANNOUNCED'; shape: 'standard'; source: StandardBitcoinWallet }
    | { type: 'INJECTED'; shape: 'sats-connect' | 'leather'; source: SatsConnectProvider }
    | { type: 'INJECTED'; shape: 'unisat'; source: UnisatProvider }
  )

type Skip = (name: unknown, problem: string) => void
function readStandard(wallet: StandardBitcoinWallet, skip: Skip): DiscoveredBitcoinWallet | undefined {
  let name: unknown
  try {
    name = wallet.name
    // `in` throws on features that are not an object: skipped below, like any getter that throws.
    if (!('bitcoin:connect' in wallet.features)) return
    if (!Array.isArray(wallet.chains)) throw 0
    return {
      type: 'ANNOUNCED',
      shape: 'standard',
      id: `ws-btc:${name}`,
      name: name as string,
      imageUrl: wallet.icon,
      source: wallet,
    }
  } catch {
    skip(name, 'its Wallet Standard features or chains are not readable')
  }
}

// The injected globals of the popular wallets by their published interfaces: the shape, the global's path on window
// (also its WBIP004 id), the method that proves it, and the name when the wallet registers none.
const INJECTED = [
  ['sats-connect', 'XverseProviders.BitcoinProvider', 'request', 'Xverse'],
  ['leather', 'LeatherProvider', 'request', 'Leather'],
  ['unisat', 'unisat', 'requestAccounts', 'UniSat'],
] as const

/**
 * The injected wallets found (a getter may throw: that wallet is left out), named and drawn as they registered in
 * `window.btc_providers` (WBIP004: `{ id, name, icon }`); Leather's icon says `data:image/svg;`: read as SVG.
 */
function injectedWallets(): DiscoveredBitcoinWallet[] {
  const page = window as unknown as Record<string, Record<string, unknown> | undefined> & {
    btc_providers?: { id?: unknown; name?: unknown; icon?: unknown }[]
  }
  return INJECTED.flatMap(([shape, path, method, fallback]) => {
    try {
      const [head = '', tail] = path.split('.')
      const source = tail ? page[head]?.[tail] : page[head]
      if (typeof (source as Record<string, unknown> | undefined)?.[method] !== 'function') return []
      const entry = Array.isArray(page.btc_providers)
        ? page.btc_providers.find((item) => item?.id === path)
        : undefined
      const { name, icon } = entry ?? {}
      return [
        {
          type: 'INJECTED',
          shape,
          id: `bitcoin.${shape}`,
          name: typeof name === 'string' && name ? name : fallback,
          ...(typeof icon === 'string' &&
            icon.startsWith('data:image/') && {
              imageUrl: icon.replace('data:image/svg;', 'data:image/svg+xml;'),
            }),
          source,
        } as DiscoveredBitcoinWallet,
      ]
    } catch {
      return []
    }
  })
}

/**
 * The bitcoin adapter's discovery, without network I/O: Wallet Standard wallets with `bitcoin:connect` (now and
 * later) and, when `injected`, the sats-connect, Leather and Unisat globals whose name no standard wallet has.
 */
export function discoverWallets(
  found: (wallets: readonly DiscoveredBitcoinWallet[]) => void,
  _ctx: unknown,
  { injected }: { injected: boolean },
  skip: Skip,
): () => void {
  let standard: readonly StandardBitcoinWallet[] = []
  const report = () => {
    const wallets = standard.flatMap((wallet) => readStandard(wallet, skip) ?? [])
    if (injected)
      for (const wallet of injectedWallets())
        if (!wallets.some((entry) => entry.name === wallet.name)) wallets.push(wallet)
    found(wallets)
  }
  const stop = listenForStandardWallets<StandardBitcoinWallet>((registered) => {
    standard = registered
    report()
  })
  report()
  return stop
}
