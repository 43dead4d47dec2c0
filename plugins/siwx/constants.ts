import { defineStorageKey } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { siwxSessionSchema } from './protocol/siwx.js'

/** A stored session, with the services' bearer token when the session lives on the services. */
export const storedSessionSchema = z.object({ session: siwxSessionSchema, token: z.optional(z.string()) })
export type StoredSession = z.infer<typeof storedSessionSchema>

/** The client-side store of sessions (and of the services' tokens): the page keeps them across reloads. */
export const SESSIONS_KEY = defineStorageKey('@appkit/siwx-sessions', z.array(storedSessionSchema))
/** spec section 4: the network of the last successful sign-in ("record the network"). */
export const LAST_NETWORK_KEY = defineStorageKey('@appkit/siwx-last-network', z.string())

/** Ours: how long a message asks to be valid when no `expiration` is given (seconds). */
export const DEFAULT_EXPIRATION_SECONDS = 24 * 60 * 60
