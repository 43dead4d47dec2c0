import type { IncomingMessage } from './frameClient.js'
import { socialResultMessageSchema } from './protocol/embeddedAuth.js'
import {
  POPUP_CLOSED_MESSAGE,
  SOCIAL_POPUP_CLOSED_CHECK_MS,
  SocialLoginError,
  type SocialPopup,
} from './socialPopup.js'

// Apart from socialPopup.ts: the social method's view opens the popup without the schema (zod), which
// loads with the connector.
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
