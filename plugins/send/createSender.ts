import {
  type ApiClient,
  CACHE_TTL_MS,
  type Cache,
  type ChainNamespace,
  type Network,
  type ReceiverProfile,
  type StateAccess,
  splitCaipAddress,
  type TransferAccess,
  type TransferRequest,
  type Transfers,
} from 'walletdock/plugin'
import { type BalanceItem, balanceResponseSchema } from 'walletdock/protocol'
import { PENDING_TRANSACTIONS_LIMIT } from './constants.js'
import { PendingTransactionsLimitError } from './errors.js'
import { sendErrorOf } from './sendErrorOf.js'

export type CreateSenderParameters = {
  state: Pick<StateAccess, 'activeNamespace' | 'account'>
  networks: readonly Network[]
  transfers: Pick<TransferAccess, 'of' | 'receiverResolver'>
  api: Pick<ApiClient, 'get'> | undefined
  cache: Pick<Cache, 'set' | 'delete'>
  report(error: unknown): void
  limit?: number | undefined
}

export type SenderAccount = {
  namespace: ChainNamespace
  address: string
  caipNetworkId: string
  caipNetwork: Network | undefined
}

/** The key the tokens plugin reads the same answer under: one request serves both within 30 s. */
const balanceKey = (caipNetworkId: string, address: string) =>
  `portfolioBalance:${caipNetworkId}:${address.toLowerCase()}`

/**
 * What the Send view does beyond its own state: the account's balances (services API), the namespace's
 * transfers (contributed by its plugin), the receiver resolver, and the send itself with the pending
 * transactions limit; a sent transfer is followed until it confirms, then the balances are read again.
 */
export function createSender({
  state,
  networks,
  transfers,
  api,
  cache,
  report,
  limit = PENDING_TRANSACTIONS_LIMIT,
}: CreateSenderParameters) {
  let pending = 0
  const account = (): SenderAccount | undefined => {
    const namespace = state.activeNamespace.value
    const parts = splitCaipAddress(state.account(namespace).value.caipAddress)
    if (!parts) return undefined
    const caipNetwork = networks.find((network) => network.caipNetworkId === parts.caipNetworkId)
    return { namespace, address: parts.address, caipNetworkId: parts.caipNetworkId, caipNetwork }
  }
  return {
    account,
    transfersOf: (namespace: ChainNamespace): Transfers | undefined => transfers.of(namespace),
    /**
     * The account's balances with zero-decimal tokens left out (spec section 5); [] without the services
     * API. Read fresh when the view opens (`forceUpdate`, past the services' own 30 s cache: a send must not
     * start from an old balance), and never from a load already in flight under the key (the Tokens tab's,
     * which the services may answer from their cache); the answer is kept under the tokens plugin's key, so
     * its tab gets it too.
     */
    async balances(of: SenderAccount): Promise<BalanceItem[]> {
      if (!api) return []
      const response = await api.get({
        path: `v1/account/${encodeURIComponent(of.address)}/balance`,
        params: { currency: 'usd', chainId: of.caipNetworkId, forceUpdate: '1' },
        schema: balanceResponseSchema,
      })
      cache.set(balanceKey(of.caipNetworkId, of.address), response, CACHE_TTL_MS.portfolioBalance)
      return response.balances.filter((item) => Number(item.quantity.decimals) !== 0)
    },
    async resolveReceiver(
      input: string,
      namespace: ChainNamespace,
      signal?: AbortSignal,
    ): Promise<ReceiverProfile | undefined> {
      return transfers.receiverResolver()?.resolve(input, namespace, signal)
    },
    async estimateFee(request: TransferRequest, namespace: ChainNamespace): Promise<bigint> {
      const own = transfers.of(namespace)
      if (!own) throw new Error(`no transfer builder for ${namespace}`)
      return own.estimateFee(request).catch((error: unknown) => {
        throw sendErrorOf(error)
      })
    },
    /** Sends; resolves the transfer's id and explorer page. Refused while `limit` sends are pending. */
    async send(request: TransferRequest, namespace: ChainNamespace) {
      const own = transfers.of(namespace)
      if (!own) throw new Error(`no transfer builder for ${namespace}`)
      if (pending >= limit) throw new PendingTransactionsLimitError({ limit })
      pending += 1
      let id: string
      try {
        id = await own.send(request)
      } catch (error) {
        pending -= 1
        throw sendErrorOf(error)
      }
      const key = balanceKey(request.caipNetwork.caipNetworkId, request.from)
      cache.delete(key)
      own
        .waitForConfirmation(request, id)
        .catch(report)
        .finally(() => {
          pending -= 1
          cache.delete(key)
        })
      return { id, url: own.transactionUrl(request.caipNetwork, id) }
    },
    pendingCount: () => pending,
  }
}
export type Sender = ReturnType<typeof createSender>
