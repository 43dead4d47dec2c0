import { BaseError } from 'walletdock/errors'
import { socialResultMessageSchema } from 'walletdock/protocol'
import type { IncomingMessage } from './frameClient.js'

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

/**
 * Waits for the secure site's callback page in the popup to post its result address. Accepted only
 * from the secure site's exact origin and from that popup; anything else is ignored. Checks every
 * second whether the person closed the popup ('Popup closed').
 */
export function waitForSocialResult(parameters: {
  popup: SocialPopup
  secureOrigin: string
  listen(handler: (message: IncomingMessage) => void): () => void
  signal?: AbortSignal | undefined
}): Promise<string> {
  const { popup, secureOrigin } = parameters
  return new Promise<string>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      stopListening()
      clearInterval(closedCheck)
      parameters.signal?.removeEventListener('abort', onAbort)
      outcome()
    }
    const stopListening = parameters.listen((message) => {
      if (message.origin !== secureOrigin || message.source !== popup) return
      const parsed = socialResultMessageSchema.safeParse(message.data)
      if (!parsed.success) {
        console.warn('walletdock: ignored a message from the social login popup that is not a result')
        return
      }
      finish(() => resolve(parsed.data.resultUri))
    })
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(() => reject(new SocialLoginError(POPUP_CLOSED_MESSAGE)))
    }, SOCIAL_POPUP_CLOSED_CHECK_MS)
    const onAbort = () => finish(() => reject(new SocialLoginError(POPUP_CLOSED_MESSAGE)))
    parameters.signal?.addEventListener('abort', onAbort)
  })
}

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
