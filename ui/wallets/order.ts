import {
  CONNECT_METHODS,
  CONNECT_METHODS_WALLETS_FIRST,
  type ConnectMethodName,
} from '../../kernel/config/orders.js'
import type { WalletEntry } from './types.js'

/** spec section 2: the default connector order. */
const CONNECTOR_ORDER = [
  'pairing',
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
  configured?: readonly ConnectMethodName[] | undefined
  hasInstalledWallets: boolean
  /** Methods plugins provide (the wallet list is always there); others' methods follow the known ones. */
  available?: readonly string[] | undefined
}): string[] {
  const known: string[] = parameters.configured?.length
    ? [...parameters.configured]
    : parameters.hasInstalledWallets
      ? [...CONNECT_METHODS_WALLETS_FIRST]
      : [...CONNECT_METHODS]
  const { available } = parameters
  if (!available) return known
  const added = available.filter(
    (method, index) => !known.includes(method) && available.indexOf(method) === index,
  )
  return [...known, ...added].filter((method) => method === 'wallet' || available.includes(method))
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
      if (a.entry.source !== 'pairing' && b.entry.source !== 'pairing' && installed !== 0) {
        return installed
      }
      return sourceRank(a.entry.source) - sourceRank(b.entry.source) || a.position - b.position
    })
    .map(({ entry }) => entry)
}

/** The same installed wallet announced for another namespace (EIP-6963 and the Wallet Standard): same name. */
const isOtherNamespaceOf = (entry: WalletEntry, other: WalletEntry) =>
  entry.installed === true &&
  other.installed === true &&
  entry.namespace !== undefined &&
  other.namespace !== undefined &&
  entry.namespace !== other.namespace &&
  entry.name.trim().toLowerCase() === other.name.trim().toLowerCase()

/**
 * spec section 5: wallets are deduplicated by rdns and by id across announced, injected and recent
 * wallets. The first entry wins, but an installed duplicate lends its connector and installed flag.
 * One wallet installed for several namespaces is listed once, with a connector per namespace.
 */
export function dedupeWallets(entries: readonly WalletEntry[]): WalletEntry[] {
  const kept: WalletEntry[] = []
  for (const entry of entries) {
    const sibling = kept.find((other) => isOtherNamespaceOf(entry, other))
    if (sibling && entry.namespace && entry.connectorId) {
      const known = sibling.connectors ?? [
        { namespace: sibling.namespace ?? '', connectorId: sibling.connectorId ?? sibling.id },
      ]
      if (!known.some((connector) => connector.namespace === entry.namespace))
        sibling.connectors = [...known, { namespace: entry.namespace, connectorId: entry.connectorId }]
      sibling.imageUrl ??= entry.imageUrl
      continue
    }
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
