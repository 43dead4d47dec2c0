import { type PageWallet, pageHandshake } from 'walletdock/plugin'
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
type RegisterApi = { register(...wallets: StandardBitcoinWallet[]): () => void }

/** The Wallet Standard's registry events (app side), for this plugin's own list of wallets. */
function listenForStandardWallets(onChange: (wallets: readonly StandardBitcoinWallet[]) => void): () => void {
  const wallets = new Set<StandardBitcoinWallet>()
  let stopped = false
  const api: RegisterApi = Object.freeze({
    register(...added: StandardBitcoinWallet[]) {
      for (const wallet of added) wallets.add(wallet)
      if (!stopped) onChange([...wallets])
      return () => {
        for (const wallet of added) wallets.delete(wallet)
        if (!stopped) onChange([...wallets])
      }
    },
  })
  const onRegister = (callback: unknown) => typeof callback === 'function' && callback(api)
  const stop = pageHandshake('wallet-standard:register-wallet', onRegister, 'wallet-standard:app-ready', api)
  return () => {
    stopped = true
    stop()
  }
}

function readStandard(wallet: StandardBitcoinWallet, skip: Skip): DiscoveredBitcoinWallet | undefined {
  let name: unknown
  try {
    name = wallet.name
    const { icon, features, chains } = wallet
    if (typeof features !== 'object' || !features) return void skip(name, 'its features are not an object')
    if (!Array.isArray(chains)) return void skip(name, 'its chains are not a list')
    if ('bitcoin:connect' in features)
      return {
        type: 'ANNOUNCED',
        shape: 'standard',
        id: `ws-btc:${name}`,
        name: name as string,
        imageUrl: icon,
        source: wallet,
      }
  } catch {
    skip(name, 'reading its Wallet Standard fields threw')
  }
}

const read = <T>(get: () => T): T | undefined => {
  try {
    return get()
  } catch {
    return undefined
  }
}

/**
 * The name and icon a wallet registered for its provider in `window.btc_providers` (WBIP004: `{ id, name, icon }`,
 * `id` the provider's path on window), else the fallback name. Leather's icon says `data:image/svg;`: read as SVG.
 */
function registeredAs(id: string, fallback: string): { name: string; imageUrl?: string } {
  const list = read(() => (window as { btc_providers?: unknown }).btc_providers)
  const entry = Array.isArray(list)
    ? (list.find((item) => read(() => (item as { id?: unknown }).id) === id) as
        | { name?: unknown; icon?: unknown }
        | undefined)
    : undefined
  const name = read(() => entry?.name)
  const icon = read(() => entry?.icon)
  return {
    name: typeof name === 'string' && name.length > 0 && name.length <= 64 ? name : fallback,
    ...(typeof icon === 'string' &&
      icon.startsWith('data:image/') && {
        imageUrl: icon.replace(/^data:image\/svg;/, 'data:image/svg+xml;'),
      }),
  }
}

/** The injected globals of the popular wallets, by their published interfaces; a getter may throw. */
function injectedWallets(): DiscoveredBitcoinWallet[] {
  const found: DiscoveredBitcoinWallet[] = []
  const page = window as unknown as {
    XverseProviders?: { BitcoinProvider?: SatsConnectProvider }
    LeatherProvider?: SatsConnectProvider
    unisat?: UnisatProvider
  }
  const xverse = read(() => page.XverseProviders?.BitcoinProvider)
  if (typeof xverse?.request === 'function')
    found.push({
      type: 'INJECTED',
      shape: 'sats-connect',
      id: 'bitcoin.satsConnect',
      ...registeredAs('XverseProviders.BitcoinProvider', 'Xverse'),
      source: xverse,
    })
  const leather = read(() => page.LeatherProvider)
  if (typeof leather?.request === 'function')
    found.push({
      type: 'INJECTED',
      shape: 'leather',
      id: 'bitcoin.leather',
      ...registeredAs('LeatherProvider', 'Leather'),
      source: leather,
    })
  const unisat = read(() => page.unisat)
  if (typeof unisat?.requestAccounts === 'function')
    found.push({ type: 'INJECTED', shape: 'unisat', id: 'bitcoin.unisat', name: 'UniSat', source: unisat })
  return found
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
  const stop = listenForStandardWallets((registered) => {
    standard = registered
    report()
  })
  report()
  return stop
}
