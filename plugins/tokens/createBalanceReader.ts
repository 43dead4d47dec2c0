import { isOriginRefusal } from 'walletdock/errors'
import { type ApiClient, CACHE_TTL_MS, type Cache } from 'walletdock/plugin'
import { type BalanceItem, balanceResponseSchema } from 'walletdock/protocol'
import { TOKEN_BALANCE_RETRY_GATE_MS } from './constants.js'
import { visibleBalances } from './visibleBalances.js'

/**
 * `refused`: the services API refused the page's origin; the instance shows 'Origin Not Allowed' with the
 * origin to add, so the tab does not say 'Token Balance Unavailable'.
 */
export type BalanceRead =
  | { state: 'ok'; balances: BalanceItem[] }
  | { state: 'unavailable' | 'refused'; retryAt: number }

export type CreateBalanceReaderParameters = {
  api: Pick<ApiClient, 'get'>
  /** The instance's request cache (ctx.cache): an answer is kept 30 s (spec 9, portfolio balance). */
  cache: Pick<Cache, 'getOrLoad' | 'delete'>
  now?: (() => number) | undefined
}

/** Rejects with the signal's reason once it aborts, without cancelling `promise` (others may share it). */
function untilAborted<value>(promise: Promise<value>, signal: AbortSignal | undefined): Promise<value> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Reads an account's balances from the services API (`/v1/account/{address}/balance`), each answer
 * cached 30 s. After a failure it answers 'unavailable' without asking again until the 30 s retry gate
 * has passed.
 *
 * `native` is the account's native balance in the store (the Account header's, which the adapter
 * reads again after a send, a chain switch and a block with a transfer): when it differs from the one
 * the cached answer was read with, the account moved, so the answer is read again at once, past the
 * services' own 30 s cache too (`forceUpdate`).
 */
export function createBalanceReader({ api, cache, now = Date.now }: CreateBalanceReaderParameters) {
  let retryAt = 0
  let refused = false
  /** The store's native balance each cached answer was read with. */
  const readWith = new Map<string, string>()
  return async (
    address: string,
    chainId: string,
    signal?: AbortSignal,
    native?: string,
  ): Promise<BalanceRead> => {
    if (now() < retryAt) return { state: refused ? 'refused' : 'unavailable', retryAt }
    const key = `portfolioBalance:${chainId}:${address.toLowerCase()}`
    const before = readWith.get(key)
    const moved = native !== undefined && before !== undefined && before !== native
    if (moved) cache.delete(key)
    if (native !== undefined) readWith.set(key, native)
    try {
      // Not aborted with the caller: a view that unmounts leaves the answer in the cache for the next.
      const response = await untilAborted(
        cache.getOrLoad(key, CACHE_TTL_MS.portfolioBalance, () =>
          api.get({
            path: `v1/account/${encodeURIComponent(address)}/balance`,
            params: { currency: 'usd', chainId, forceUpdate: moved ? '1' : undefined },
            schema: balanceResponseSchema,
          }),
        ),
        signal,
      )
      retryAt = 0
      return { state: 'ok', balances: visibleBalances(response.balances) }
    } catch (error) {
      if (signal?.aborted) throw error
      retryAt = now() + TOKEN_BALANCE_RETRY_GATE_MS
      if (isOriginRefusal(error)) {
        refused = true
        return { state: 'refused', retryAt }
      }
      refused = false
      console.warn('[appkit] Token Balance Unavailable', error)
      return { state: 'unavailable', retryAt }
    }
  }
}
export type BalanceReader = ReturnType<typeof createBalanceReader>
