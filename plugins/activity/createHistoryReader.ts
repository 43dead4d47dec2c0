import type { AnalyticsAccess, ApiClient } from 'walletdock/plugin'
import { FETCH_TRANSACTIONS_ERROR_EVENT } from './constants.js'
import { ActivityAddressRequiredError, FetchTransactionsError } from './errors.js'
import { type ActivityTransaction, activityHistoryResponseSchema } from './protocol/history.js'
import { visibleTransactions } from './transactionRules.js'

export type HistoryPage = { transactions: ActivityTransaction[]; next: string | undefined }

export type HistoryRequest = {
  /** The account's address; a request without one is refused (ActivityAddressRequiredError). */
  address: string | undefined
  /** The active chain (CAIP-2): only its transactions are asked for and kept. */
  caipNetworkId: string
  /** The `next` of the previous page; none for the first. */
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * Reads one page of the account's history from the services (`/v1/account/{address}/history`), keeping the
 * active chain's transactions and dropping all-spam ones. A failed request tracks ERROR_FETCH_TRANSACTIONS and
 * rejects with FetchTransactionsError ('Failed to fetch transactions'); an aborted one rejects with the reason.
 */
export function createHistoryReader({
  api,
  analytics,
}: {
  api: Pick<ApiClient, 'get'>
  analytics: AnalyticsAccess
}) {
  return async ({ address, caipNetworkId, cursor, signal }: HistoryRequest): Promise<HistoryPage> => {
    if (!address) throw new ActivityAddressRequiredError()
    try {
      const page = await api.get({
        path: `v1/account/${encodeURIComponent(address)}/history`,
        params: { chainId: caipNetworkId, cursor },
        schema: activityHistoryResponseSchema,
        signal,
      })
      return { transactions: visibleTransactions(page.data, caipNetworkId), next: page.next ?? undefined }
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      analytics.track({
        type: 'error',
        event: FETCH_TRANSACTIONS_ERROR_EVENT,
        properties: { address, chainId: caipNetworkId, cursor: cursor ?? null },
      })
      throw new FetchTransactionsError({ cause })
    }
  }
}
export type HistoryReader = ReturnType<typeof createHistoryReader>
