import * as z from 'zod/mini'
import type { StorageLike } from '../storage/validatedStore.js'

/** A Web Storage-like object: what `storage` takes (localStorage, sessionStorage, cookieStorage, your own). */
const isStorageLike = (value: unknown): value is StorageLike =>
  typeof value === 'object' &&
  value !== null &&
  ['getItem', 'setItem', 'removeItem'].every(
    (method) => typeof (value as Record<string, unknown>)[method] === 'function',
  )

/** `storage`: where the session is kept (default localStorage); cookieStorage (walletdock/ssr) for SSR. */
export const storageOptionSchema = z.optional(
  z.custom<StorageLike>(isStorageLike, {
    message: 'takes a storage: an object with getItem, setItem and removeItem (e.g. cookieStorage)',
  }),
)
