import { useCallback } from 'react'
import { useSignal } from 'walletdock/ui'
import type { SiwxSession } from './protocol/siwx.js'
import type { SiwxPlugin } from './siwx.js'

/** The active account's session on its chain (undefined when not signed in). */
export function useSiwxSession(plugin: SiwxPlugin): SiwxSession | undefined {
  return useSignal(plugin.client.session)
}

/**
 * With `sessions: 'services'`: the active session's bearer token (undefined when not signed in), which the
 * page sends its own backend (`Authorization: Bearer <token>`) for the backend to check with the services.
 */
export function useSiwxToken(plugin: SiwxPlugin): string | undefined {
  return useSignal(plugin.client.token)
}

/** Signs the active account in (the wallet is asked; spec section 4 on success and failure). */
export function useSiwxSignIn(plugin: SiwxPlugin): () => Promise<SiwxSession> {
  return useCallback(() => plugin.client.signIn(), [plugin])
}

/** Signs out: forgets the sessions of the page. */
export function useSiwxSignOut(plugin: SiwxPlugin): () => Promise<void> {
  return useCallback(() => plugin.client.signOut(), [plugin])
}
