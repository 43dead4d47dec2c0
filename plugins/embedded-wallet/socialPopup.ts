import { BaseError } from 'walletdock/errors'

/** Social login popup 600x800 (spec 7). */
const SOCIAL_POPUP_WIDTH_PX = 600
const SOCIAL_POPUP_HEIGHT_PX = 800
/** The popup's closed-check runs every 1 s (spec 7). */
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1_000

/** Spec 8's social login errors. */
export const POPUP_CLOSED_MESSAGE = 'Popup closed'
export const SOCIAL_INITIATE_FAILED_MESSAGE = 'Failed to initiate social connection'

/** A social login that did not finish: 'Popup closed', 'Failed to initiate social connection', or the secure site's message. */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError' as const
}

/** The popup window as the waiter needs it. */
export type SocialPopup = { readonly closed: boolean; close(): void }

/** Opens the blank popup at once, inside the click, so the browser does not block it; centred on the window. */
export function openSocialPopup(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2)
  return window.open(
    'about:blank',
    'walletdock-social-login',
    `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}

/** A Telegram webview: popups do not work there, so the sign-in runs in the page itself (spec 2). */
export function isTelegramWebview(): boolean {
  return typeof window !== 'undefined' && ('TelegramWebviewProxy' in window || 'Telegram' in window)
}

/**
 * Spec 2: on a Telegram webview, the `result_uri` the secure site put in the address after social
 * login is read, then removed from the address bar.
 */
export function takeResultUri(location: Location, history: History): string | undefined {
  const url = new URL(location.href)
  const resultUri = url.searchParams.get('result_uri')
  if (!resultUri) return undefined
  url.searchParams.delete('result_uri')
  history.replaceState(history.state, '', url.href)
  return resultUri
}
