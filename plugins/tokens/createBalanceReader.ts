import type { ApiClient } from 'walletdock/plugin'
import { type BalanceItem, balanceResponseSchema } from 'walletdock/protocol'
import { TOKEN_BALANCE_RETRY_GATE_MS } from './constants.js'
import { visibleBalances } from './visibleBalances.js'

export type BalanceRead = { state: 'ok'; balances: BalanceItem[] } | { state: 'unavailable'; retryAt: number }

/**
 * Reads an account's balances from the services API (`/v1/account/{address}/balance`). After a failure
 * it answers 'unavailable' without asking again until the 30 s retry gate has passed.
 */
export function createBalanceReader(api: ApiClient, now: () => number = Date.now) {
  let retryAt = 0
  return async (address: string, chainId: string, signal?: AbortSignal): Promise<BalanceRead> => {
    if (now() < retryAt) return { state: 'unavailable', retryAt }
    try {
      const response = await api.get({
        path: `v1/account/${encodeURIComponent(address)}/balance`,
        params: { currency: 'usd', chainId },
        schema: balanceResponseSchema,
        signal,
      })
      retryAt = 0
      return { state: 'ok', balances: visibleBalances(response.balances) }
    } catch (error) {
      if (signal?.aborted) throw error
      retryAt = now() + TOKEN_BALANCE_RETRY_GATE_MS
      console.warn('[appkit] Token Balance Unavailable', error)
      return { state: 'unavailable', retryAt }
    }
  }
}
export type BalanceReader = ReturnType<typeof createBalanceReader>
