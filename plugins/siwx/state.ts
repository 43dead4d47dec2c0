import { type Signal, signal } from 'walletdock/plugin'
import type { StoredSession } from './constants.js'

/** One instance's sign-in state: attach's close guard and setup's flow read the same signals. */
export type SiwxState = {
  /** The page's sessions (empty until setup has read the store). */
  sessions: Signal<StoredSession[]>
  /** Sign-in is required (the options, known once setup has read them). */
  required: Signal<boolean>
  /** The sign view is shown. */
  signing: Signal<boolean>
  /** The session of the active account and chain, if any (setup keeps it current). */
  activeSession: Signal<StoredSession | undefined>
}

/** Plain signals, so the first bundle carries no session rule: setup fills them. */
export function createSiwxState(): SiwxState {
  return {
    sessions: signal([]),
    required: signal(false),
    signing: signal(false),
    activeSession: signal(undefined),
  }
}
