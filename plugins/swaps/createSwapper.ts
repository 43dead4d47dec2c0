import {
  type ApiClient,
  CACHE_TTL_MS,
  type Cache,
  type StateAccess,
  splitCaipAddress,
} from 'walletdock/plugin'
import { type BalanceItem, balanceResponseSchema } from 'walletdock/protocol'
import { GAS_PRICE_TTL_MS, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from './constants.js'
import {
  GasPriceNetworkNotSupportedError,
  SwapNotConfirmedError,
  SwapsNetworkNotSupportedError,
} from './errors.js'
import {
  type ConvertToken,
  type ConvertTransaction,
  convertAllowanceResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  SWAP_SLIPPAGE_TOLERANCE,
} from './protocol/convert.js'
import { swapErrorOf } from './swapErrorOf.js'

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

export type SwapAccount = { address: string; caipNetworkId: string; caipAddress: string }
export type SwapToken = ConvertToken & { balance: string }
export type SwapQuote = { toAmount: bigint; minimum: bigint; priceImpact: string; networkFee: bigint }

export type CreateSwapperParameters = {
  state: Pick<StateAccess, 'account' | 'connection' | 'connectors'>
  api: Pick<ApiClient, 'get' | 'post'> | undefined
  cache: Pick<Cache, 'getOrLoad' | 'set' | 'delete'>
  projectId: string
  wait?: (ms: number) => Promise<void>
}

/** The key the tokens and send plugins read balances under: one request serves all three within 30 s. */
const balanceKey = (caipNetworkId: string, address: string) =>
  `portfolioBalance:${caipNetworkId}:${address.toLowerCase()}`

/** The convert API's refusal of a network it does not serve (its 400 UNSUPPORTED_NETWORK). */
const isUnsupported = (error: unknown) => (error as { apiCode?: unknown }).apiCode === 'UNSUPPORTED_NETWORK'

/**
 * What the Swap view does beyond its own state, on the services' convert API (spec section 7): the network's
 * tokens with the account's balances, quotes, the allowance and the approval, and the swap itself, sent by the
 * connected wallet (eth_sendTransaction) and followed until it is mined.
 */
export function createSwapper({ state, api, cache, projectId, wait }: CreateSwapperParameters) {
  const sleep = wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const account = (): SwapAccount | undefined => {
    const caipAddress = state.account('eip155').value.caipAddress
    const parts = splitCaipAddress(caipAddress)
    return parts && caipAddress ? { ...parts, caipAddress } : undefined
  }
  const need = () => {
    if (!api) throw new SwapsNetworkNotSupportedError({ network: 'no services API (endpoints.api)' })
    return api
  }
  /** The connected wallet's provider of the account's eip155 connection. */
  const provider = (of: SwapAccount): Eip1193 => {
    const lower = of.address.toLowerCase()
    const connection = state
      .connection('eip155')
      .value.connections.find((entry) => entry.accounts.some((item) => item.address.toLowerCase() === lower))
    const found = state.connectors.value.find((entry) => entry.id === connection?.connectorId)?.getProvider()
    if (!found) throw new Error('the connected wallet has no provider')
    return found as Eip1193
  }
  /**
   * The account's balances, read fresh (`forceUpdate`, past the services' 30 s cache) and never from a load in
   * flight under the key (the Tokens tab's, which the services may answer from their cache): a swap is quoted
   * against what the account holds now. The answer is kept under the key the tokens and send plugins read.
   */
  const balances = async (of: SwapAccount): Promise<BalanceItem[]> => {
    const response = await need().get({
      path: `v1/account/${encodeURIComponent(of.address)}/balance`,
      params: { currency: 'usd', chainId: of.caipNetworkId, forceUpdate: '1' },
      schema: balanceResponseSchema,
    })
    cache.set(balanceKey(of.caipNetworkId, of.address), response, CACHE_TTL_MS.portfolioBalance)
    return response.balances
  }
  const send = async (of: SwapAccount, tx: ConvertTransaction): Promise<string> => {
    const wallet = provider(of)
    try {
      const hash = (await wallet.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: of.address,
            to: tx.to,
            data: tx.data,
            value: `0x${BigInt(tx.value).toString(16)}`,
            // No gas: the wallet estimates it, so a swap the node would refuse (the price moved past the
            // minimum, too little ETH) fails there with the node's reason, before anything is signed.
          },
        ],
      })) as string
      for (let waited = 0; waited < RECEIPT_TIMEOUT_MS; waited += RECEIPT_POLL_MS) {
        const receipt = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
          status?: string
        } | null
        if (receipt?.status === '0x1') return hash
        if (receipt?.status === '0x0') throw new Error(`execution reverted (${hash})`)
        await sleep(RECEIPT_POLL_MS)
      }
      throw new SwapNotConfirmedError({ hash })
    } catch (error) {
      throw swapErrorOf(error)
    }
  }

  return {
    account,
    /** The network's tokens with the account's balance of each ('0' when it holds none). */
    async tokens(of: SwapAccount): Promise<SwapToken[]> {
      let listed: ConvertToken[]
      try {
        listed = (
          await need().get({
            path: 'v1/convert/tokens',
            params: { chainId: of.caipNetworkId },
            schema: convertTokensResponseSchema,
          })
        ).tokens
      } catch (error) {
        throw isUnsupported(error)
          ? new SwapsNetworkNotSupportedError({ network: of.caipNetworkId, cause: error })
          : error
      }
      const held = await balances(of).catch(() => [] as BalanceItem[])
      return listed.map((token) => {
        const native = token.address.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS)
        const balance = held.find((item) =>
          native ? item.address === undefined : item.address?.toLowerCase() === token.address.toLowerCase(),
        )
        return { ...token, balance: balance?.quantity.numeric ?? '0' }
      })
    },
    /** The network's standard gas price (wei), kept 10 s: the quotes' network fee is computed with it. */
    gasPrice(of: SwapAccount): Promise<string> {
      return cache
        .getOrLoad(`swapGasPrice:${of.caipNetworkId}`, GAS_PRICE_TTL_MS, () =>
          need().get({
            path: 'v1/convert/gas-price',
            params: { chainId: of.caipNetworkId },
            schema: convertGasPriceResponseSchema,
          }),
        )
        .then(
          (prices) => prices.standard,
          (error: unknown) => {
            throw isUnsupported(error)
              ? new GasPriceNetworkNotSupportedError({ network: of.caipNetworkId, cause: error })
              : error
          },
        )
    },
    async quote(of: SwapAccount, from: SwapToken, to: SwapToken, amount: bigint): Promise<SwapQuote> {
      const gasPrice = await this.gasPrice(of)
      const { quotes } = await need().get({
        path: 'v1/convert/quotes',
        params: {
          amount: String(amount),
          userAddress: of.caipAddress,
          from: from.address,
          to: to.address,
          gasPrice,
        },
        schema: convertQuotesResponseSchema,
      })
      const [quote] = quotes
      if (!quote) throw new Error(`no quote from ${from.symbol} to ${to.symbol}`)
      const toAmount = BigInt(quote.toAmount)
      const minimum = (toAmount * BigInt(10_000 - SWAP_SLIPPAGE_TOLERANCE * 100)) / 10_000n
      return { toAmount, minimum, priceImpact: quote.priceImpact, networkFee: BigInt(quote.networkFee) }
    },
    /** What the router may spend of the account's token; the native currency needs no approval. */
    async allowance(of: SwapAccount, token: SwapToken): Promise<bigint> {
      const { allowance } = await need().get({
        path: 'v1/convert/allowance',
        params: { tokenAddress: token.address, userAddress: of.caipAddress },
        schema: convertAllowanceResponseSchema,
      })
      return BigInt(allowance)
    },
    async approve(of: SwapAccount, from: SwapToken, to: SwapToken, amount: bigint): Promise<string> {
      const { tx } = await need().get({
        path: 'v1/convert/build-approve',
        params: { userAddress: of.caipAddress, from: from.address, to: to.address, amount: String(amount) },
        schema: convertTransactionResponseSchema,
      })
      return send(of, tx)
    },
    async swap(of: SwapAccount, from: SwapToken, to: SwapToken, amount: bigint): Promise<string> {
      const { tx } = await need()
        .post({
          path: 'v1/convert/build-transaction',
          body: {
            projectId,
            amount: String(amount),
            from: from.address,
            to: to.address,
            userAddress: of.caipAddress,
            eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE },
            // The wallet estimates (above); the view checked the balance and the allowance.
            disableEstimate: true,
          },
          schema: convertTransactionResponseSchema,
        })
        .catch((error: unknown) => {
          throw swapErrorOf(error)
        })
      const hash = await send(of, tx)
      cache.delete(balanceKey(of.caipNetworkId, of.address))
      return hash
    },
  }
}
export type Swapper = ReturnType<typeof createSwapper>
