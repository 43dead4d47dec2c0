import * as z from 'zod/mini'

/** Schemes a wallet link may never use: they run code or read local files in the page's context. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'file', 'vbscript', 'blob', 'about', 'filesystem'])

/** A registry wallet's mobile_link / desktop_link / webapp_link: https universal links or a wallet's own custom scheme. */
export const walletLinkSchema = z.string().check(
  z.maxLength(2048),
  z.refine((link) => {
    const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link.trim())
    if (!match?.[1]) return false
    const scheme = match[1].toLowerCase()
    if (UNSAFE_SCHEMES.has(scheme) || scheme === 'http') return false
    return /^[a-z][a-z0-9+.-]*:(\/\/[^\s]*)?$/i.test(link.trim())
  }, 'a wallet link must be an https universal link or a custom scheme such as metamask://'),
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
