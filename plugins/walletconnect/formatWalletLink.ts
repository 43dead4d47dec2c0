import * as z from 'zod/mini'
import { WALLET_SCHEMES } from './walletSchemes.js'

/** An https universal link, or a custom scheme: a plain name with at most a plain path (`metamask://`, `okex://main`). */
const CUSTOM_LINK = /^([a-z][a-z0-9-]{0,31}(?:\.[a-z0-9-]{1,31}){0,3}):(?:\/\/[a-z0-9/._~-]*)?$/i

/** https, or a custom scheme the wallet itself registered (WALLET_SCHEMES): an allowlist, so smb:, ldap: or vscode: never open. */
function isAllowedWalletLink(link: string, rdns: string | undefined): boolean {
  if (/^https:\/\//i.test(link)) {
    try {
      const url = new URL(link)
      return url.protocol === 'https:' && url.username === '' && url.password === ''
    } catch {
      return false
    }
  }
  const scheme = CUSTOM_LINK.exec(link)?.[1]?.toLowerCase()
  if (!scheme || rdns === undefined || !Object.hasOwn(WALLET_SCHEMES, rdns)) return false
  return WALLET_SCHEMES[rdns]?.includes(scheme) === true
}

/** A registry wallet's mobile_link / desktop_link / webapp_link: at most 2 KiB before the scheme check. */
const walletLinkSchema = z.string().check(z.maxLength(2048))

/** The wallet's link trimmed, if it may open (https, or a custom scheme the wallet registered), else undefined. */
export function walletLinkOf({
  link,
  rdns,
}: {
  link: string
  rdns?: string | undefined
}): string | undefined {
  const parsed = walletLinkSchema.safeParse(link)
  if (!parsed.success) return undefined
  const trimmed = parsed.data.trim()
  return isAllowedWalletLink(trimmed, rdns) ? trimmed : undefined
}

export type FormatWalletLinkParameters = {
  /** The registry's link of the wallet. */
  link: string
  /** The wc: pairing URI. */
  uri: string
  /** The wallet's rdns: its custom scheme must be one it registered (WALLET_SCHEMES). */
  rdns?: string | undefined
}
export type FormatWalletLinkReturnType = string | undefined

/**
 * Builds the open-in-wallet link: `https://link.example/wc?uri=<encoded>` for universal links,
 * `scheme://wc?uri=<encoded>` for the wallet's own registered custom schemes. Returns undefined for unsafe or malformed links.
 */
export function formatWalletLink({
  link,
  uri,
  rdns,
}: FormatWalletLinkParameters): FormatWalletLinkReturnType {
  const trimmed = walletLinkOf({ link, rdns })
  if (trimmed === undefined) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https:\/\//i.test(trimmed)) {
    const base = trimmed.endsWith('/') ? trimmed : `${trimmed}/`
    return `${base}wc?uri=${encoded}`
  }
  // A custom scheme: `metamask:` or `metamask://` both become `metamask://wc?uri=...`.
  const base = trimmed.includes('://') ? trimmed : `${trimmed}//`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
