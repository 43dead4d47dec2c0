import { listenForStandardWallets, type PageWallet } from 'walletdock/plugin'
import type { SatsConnectProvider, UnisatProvider } from './shapes/injectedShapes.js'
import type { StandardBitcoinWallet } from './shapes/standardWallet.js'

/**
 * A Bitcoin wallet found on the page, before it becomes a connector: a Wallet Standard one (ANNOUNCED), or an
 * injected global, whose id (its path on window) says the shape it speaks.
 */
export type DiscoveredBitcoinWallet = PageWallet &
  (
    | { type: 'ANNOUNCED'; source: StandardBitcoinWallet }
    | { type: 'INJECTED'; id: typeof XVERSE | typeof LEATHER; source: SatsConnectProvider }
    | { type: 'INJECTED'; id: typeof UNISAT; source: UnisatProvider }
  )

type Skip = (name: unknown, problem: string) => void
// The injected globals of the popular wallets by their published interfaces: the global's path on window (also its
// WBIP004 id and the connector's id), the method that proves it, and the name when the wallet registers none. The
// setup's walletApiOf compares ids with these literals (typed by DiscoveredBitcoinWallet): importing them from here
// would make the setup chunk import them from the first bundle, which then exports them (about 25 B gzip).
const XVERSE = 'XverseProviders.BitcoinProvider'
const LEATHER = 'LeatherProvider'
const UNISAT = 'unisat'
const INJECTED = [
  [XVERSE, 'request', 'Xverse'],
  [LEATHER, 'request', 'Leather'],
  [UNISAT, 'requestAccounts', 'UniSat'],
] as const

/**
 * Adds to `wallets` each injected wallet found whose name none of them has (a getter may throw: that wallet is left
 * out), named and drawn as it registered in `window.btc_providers` (WBIP004: `{ id, name, icon }`); Leather's icon
 * says `data:image/svg;`: read as SVG.
 */
function addInjectedWallets(wallets: DiscoveredBitcoinWallet[]): void {
  // biome-ignore lint/suspicious/noExplicitAny: a page's globals, each read checked below
  const page = window as any
  for (const [path, method, fallback] of INJECTED)
    try {
      const source = path.split('.').reduce((object, key) => object?.[key], page)
      const providers = page.btc_providers
      const { name, icon } = (Array.isArray(providers) && providers.find((item) => item?.id === path)) || {}
      const wallet = {
        type: 'INJECTED',
        id: path,
        name: (typeof name === 'string' && name) || fallback,
        imageUrl: /^data:image\//.test(icon)
          ? icon.replace('data:image/svg;', 'data:image/svg+xml;')
          : undefined,
        source,
      } as DiscoveredBitcoinWallet
      if (typeof source?.[method] === 'function' && !wallets.some((entry) => entry.name === wallet.name))
        wallets.push(wallet)
    } catch {}
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
  return listenForStandardWallets<StandardBitcoinWallet>((standard) => {
    const wallets: DiscoveredBitcoinWallet[] = []
    // A registered wallet with `bitcoin:connect`; its chains are read when it connects (shapes/standardWallet.ts).
    for (const wallet of standard) {
      let name: unknown
      try {
        name = wallet.name
        // `in` throws on features that are not an object: skipped, like any getter that throws.
        if ('bitcoin:connect' in wallet.features)
          wallets.push({
            type: 'ANNOUNCED',
            id: `ws-btc:${name}`,
            name: name as string,
            imageUrl: wallet.icon,
            source: wallet,
          })
      } catch {
        skip(name, 'its features are unreadable')
      }
    }
    if (injected) addInjectedWallets(wallets)
    found(wallets)
  })
}
