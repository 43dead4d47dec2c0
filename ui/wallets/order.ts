import type { WalletEntry } from './types.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'

/** spec section 2: the default connector order. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const satisfies readonly WalletEntry['source'][]

/**
 * spec section 2: connect order is email, social, wallet by default; wallet, email, social when
 * injected or announced wallets are shown; a configured order overrides both.
 */
export function connectMethodOrder(parameters: {
  configured?: readonly ConnectMethod[] | undefined
  hasInstalledWallets: boolean
}): ConnectMethod[] {
  if (parameters.configured?.length) return [...parameters.configured]
  return parameters.hasInstalledWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

const sourceRank = (source: WalletEntry['source']) => {
  const index = (CONNECTOR_ORDER as readonly string[]).indexOf(source)
  return index === -1 ? CONNECTOR_ORDER.length : index
}

/** Sorts entries by the spec's connector order; featured entries sort after installed ones. */
export function orderWallets(entries: readonly WalletEntry[]): WalletEntry[] {
  return entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => {
      const installed = Number(Boolean(b.entry.installed)) - Number(Boolean(a.entry.installed))
      if (a.entry.source !== 'walletConnect' && b.entry.source !== 'walletConnect' && installed !== 0) {
        return installed
      }
      return sourceRank(a.entry.source) - sourceRank(b.entry.source) || a.position - b.position
    })
    .map(({ entry }) => entry)
}

/**
 * spec section 5: wallets are deduplicated by rdns and by id across announced, injected and recent
 * wallets. The first entry wins, but an installed duplicate lends its connector and installed flag.
 */
export function dedupeWallets(entries: readonly WalletEntry[]): WalletEntry[] {
  const kept: WalletEntry[] = []
  for (const entry of entries) {
    const twin = kept.find(
      (other) => other.id === entry.id || (entry.rdns !== undefined && other.rdns === entry.rdns),
    )
    if (!twin) {
      kept.push({ ...entry })
      continue
    }
    if (entry.installed && !twin.installed) {
      twin.installed = true
      twin.connectorId ??= entry.connectorId
    }
    twin.imageUrl ??= entry.imageUrl
  }
  return kept
}

/** spec section 5: excluded wallets match by rdns or name, case-insensitive. */
export function excludeWallets(entries: readonly WalletEntry[], excluded: readonly string[]): WalletEntry[] {
  if (excluded.length === 0) return [...entries]
  const needles = new Set(excluded.map((value) => value.toLowerCase()))
  return entries.filter(
    (entry) =>
      !needles.has(entry.id.toLowerCase()) &&
      !needles.has(entry.name.toLowerCase()) &&
      !(entry.rdns && needles.has(entry.rdns.toLowerCase())),
  )
}

/** spec section 5: search text is trimmed; matching ignores case. */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase()
}
