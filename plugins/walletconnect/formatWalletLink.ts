import * as z from 'zod/mini'

/** Schemes the browser or the operating system handles itself: never a wallet's own scheme, whatever the registry says. */
const PLATFORM_SCHEMES = new Set([
  'javascript',
  'data',
  'file',
  'vbscript',
  'blob',
  'about',
  'filesystem',
  'http',
  'ftp',
  'ws',
  'wss',
  'intent',
  'android-app',
  'content',
  'mailto',
  'tel',
  'sms',
  'chrome',
  'chrome-extension',
  'view-source',
  'jar',
  'resource',
  'moz-extension',
  'shell',
  'search',
  'search-ms',
  'microsoft-edge',
  'itms-services',
])
const PLATFORM_PREFIXES = ['ms-', 'ms.', 'x-apple', 'chrome-', 'moz-']

/** An https universal link, or a wallet's custom scheme: a plain name with at most a plain path (`metamask://`, `okex://main`). */
const CUSTOM_LINK = /^([a-z][a-z0-9-]{0,31}(?:\.[a-z0-9-]{1,31}){0,3}):(?:\/\/[a-z0-9/._~-]*)?$/i

function isAllowedWalletLink(link: string): boolean {
  if (/^https:\/\//i.test(link)) {
    try {
      const url = new URL(link)
      return url.protocol === 'https:' && url.username === '' && url.password === ''
    } catch {
      return false
    }
  }
  const scheme = CUSTOM_LINK.exec(link)?.[1]?.toLowerCase()
  if (!scheme || PLATFORM_SCHEMES.has(scheme)) return false
  return !PLATFORM_PREFIXES.some((prefix) => scheme.startsWith(prefix))
}

/** A registry wallet's mobile_link / desktop_link / webapp_link: allowlisted, https or the wallet's own custom scheme; nothing else is opened. */
const walletLinkSchema = z.string().check(
  z.maxLength(2048),
  z.refine(
    (link) => isAllowedWalletLink(link.trim()),
    'a wallet link must be an https universal link or a custom scheme such as metamask://',
  ),
)

export type FormatWalletLinkParameters = {
  /** The registry's link of the wallet. */
  link: string
  /** The wc: pairing URI. */
  uri: string
}
export type FormatWalletLinkReturnType = string | undefined

/**
 * Builds the open-in-wallet link: `https://link.example/wc?uri=<encoded>` for universal links,
 * `scheme://wc?uri=<encoded>` for custom schemes. Returns undefined for unsafe or malformed links.
 */
export function formatWalletLink({ link, uri }: FormatWalletLinkParameters): FormatWalletLinkReturnType {
  const parsed = walletLinkSchema.safeParse(link)
  if (!parsed.success) return undefined
  const trimmed = parsed.data.trim()
  const encoded = encodeURIComponent(uri)
  if (/^https:\/\//i.test(trimmed)) {
    const base = trimmed.endsWith('/') ? trimmed : `${trimmed}/`
    return `${base}wc?uri=${encoded}`
  }
  // A custom scheme: `metamask:` or `metamask://` both become `metamask://wc?uri=...`.
  const base = trimmed.includes('://') ? trimmed : `${trimmed}//`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
