import { EmailLoginCooldownError } from '../errors/rpc.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js'
import type { AppKitStorage } from './createStorage.js'

/** Whole seconds until an email login may be triggered again; 0 when it may be now. */
export function emailLoginSecondsLeft(storage: AppKitStorage, now: number = Date.now()): number {
  const last = storage.get('lastEmailLoginTime')
  if (last === undefined) return 0
  return Math.max(0, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
}

export type StartEmailLoginErrorType = EmailLoginCooldownError

/** Records an email login attempt, or throws 'Please try again after {n} seconds' within 30 s of the last. */
export function startEmailLogin(storage: AppKitStorage, now: number = Date.now()): void {
  const seconds = emailLoginSecondsLeft(storage, now)
  if (seconds > 0) throw new EmailLoginCooldownError({ seconds })
  storage.set('lastEmailLoginTime', now)
}
