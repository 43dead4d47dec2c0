import type { ApiClient } from 'walletdock/plugin'
import type { StoredSession } from './constants.js'
import {
  createSessionResponseSchema,
  listSessionsResponseSchema,
  nonceResponseSchema,
  revokeResponseSchema,
  type SiwxSession,
} from './protocol/siwx.js'

/** Where sessions are kept and checked: the page alone, or the services' session API too. */
export type SessionStore = {
  /** A fresh nonce for the next message. */
  nonce(): Promise<string>
  /** Keeps a signed session; the services check it first and answer its bearer token. */
  add(session: SiwxSession): Promise<StoredSession>
  /** The stored sessions still valid where they live (the services forget revoked and expired ones). */
  restore(stored: readonly StoredSession[]): Promise<StoredSession[]>
  /** Ends sessions where they live (sign-out): the services revoke each one its token names. */
  revoke(stored: readonly StoredSession[]): Promise<void>
}

/** The page keeps its sessions itself; the nonce is random (crypto.randomUUID). */
export function clientSessionStore(): SessionStore {
  return {
    nonce: async () => crypto.randomUUID().replaceAll('-', ''),
    add: async (session) => ({ session }),
    restore: async (stored) => [...stored],
    revoke: async () => undefined,
  }
}

/** The services' session API (`/v1/siwx/nonce`, `/v1/sessions`): the server checks every session. */
export function servicesSessionStore(api: Pick<ApiClient, 'get' | 'post'>): SessionStore {
  const pathOf = (entry: StoredSession) =>
    `v1/sessions/${encodeURIComponent(entry.session.data.accountAddress)}`
  return {
    async nonce() {
      return (await api.get({ path: 'v1/siwx/nonce', schema: nonceResponseSchema })).nonce
    },
    async add(session) {
      const answer = await api.post({
        path: 'v1/sessions',
        body: { message: session.message, signature: session.signature },
        schema: createSessionResponseSchema,
      })
      return { session: answer.session, token: answer.token }
    },
    async restore(stored) {
      const kept: StoredSession[] = []
      for (const entry of stored) {
        if (!entry.token) continue
        try {
          const { sessions } = await api.get({
            path: pathOf(entry),
            headers: { authorization: `Bearer ${entry.token}` },
            schema: listSessionsResponseSchema,
          })
          if (sessions.some((listed) => listed.session.signature === entry.session.signature))
            kept.push(entry)
        } catch {
          // Refused (revoked, expired) or unreachable: the session is not trusted.
        }
      }
      return kept
    },
    async revoke(stored) {
      // POST /v1/sessions/{address}/revoke with the session's own token: no signature asked at sign-out.
      await Promise.all(
        stored.map(async (entry) => {
          if (!entry.token) return
          await api
            .post({
              path: `${pathOf(entry)}/revoke`,
              body: {},
              headers: { authorization: `Bearer ${entry.token}` },
              schema: revokeResponseSchema,
            })
            // Unreachable or already ended: the page forgets the session anyway; it expires on the services.
            .catch(() => undefined)
        }),
      )
    },
  }
}
