import type { AppEventOf } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'

type ThemePayload = AppEventOf<'SYNC_THEME'>['payload']
type DappPayload = AppEventOf<'SYNC_DAPP_DATA'>['payload']

/** The modal's theme variables the approval panel follows, under both AppKit names, and the panel's own property. */
const PANEL_VARIABLES = {
  accent: '--panel-accent',
  'font-family': '--panel-font',
  'border-radius-master': '--panel-radius',
} as const

/**
 * A value the panel takes: plain CSS words, numbers, colours and font lists. Nothing that loads (url(), image-set)
 * or ends the declaration; the page sets these values, so they are checked, not trusted.
 */
const SAFE_VALUE = /^(?!.*(?:url|image|image-set|expression|src)\s*\()[\w\s#%.,'"()+-]{1,120}$/i

/** SYNC_THEME (spec 3): the panel takes the modal's mode and its accent, font and corner radius. */
export function applyTheme(document: Document, payload: ThemePayload): void {
  const root = document.documentElement
  if (payload?.themeMode) root.dataset.theme = payload.themeMode
  const variables: Record<string, string | number> = {
    ...(payload?.w3mThemeVariables ?? {}),
    ...(payload?.themeVariables ?? {}),
  }
  for (const [name, property] of Object.entries(PANEL_VARIABLES)) {
    const value = variables[`--apkt-${name}`] ?? variables[`--w3m-${name}`]
    const text = value === undefined ? undefined : String(value)
    // Through the CSSOM: a value is one property's value, never markup or another rule.
    if (text !== undefined && SAFE_VALUE.test(text)) root.style.setProperty(property, text)
    else root.style.removeProperty(property)
  }
}

/** The dapp's icon when it is an http(s) address (a data:, javascript: or other scheme is not shown). */
export function dappIconOf(icons: readonly string[] | undefined): string | undefined {
  for (const icon of icons ?? []) {
    try {
      const url = new URL(icon)
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href
    } catch {
      // not an absolute address: skipped
    }
  }
  return undefined
}

/** SYNC_DAPP_DATA (spec 3): the panel names the dapp (as text) beside its icon. */
export function showDappData(document: Document, payload: DappPayload): void {
  const row = document.getElementById('approval-dapp')
  const name = document.getElementById('approval-dapp-name')
  const icon = document.getElementById('approval-dapp-icon') as HTMLImageElement | null
  if (!row || !name || !icon) return
  const metadata = payload?.metadata
  name.textContent = metadata?.name ?? ''
  const src = dappIconOf(metadata?.icons)
  if (src) icon.src = src
  else icon.removeAttribute('src')
  icon.hidden = src === undefined
  row.hidden = !metadata?.name
}
