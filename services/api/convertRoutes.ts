import { Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import {
  convertAllowanceQuerySchema,
  convertBuildApproveQuerySchema,
  convertBuildTransactionBodySchema,
  convertGasPriceQuerySchema,
  convertQuotesQuerySchema,
  convertTokensQuerySchema,
  NATIVE_TOKEN_ADDRESS,
  SWAP_SLIPPAGE_TOLERANCE,
} from '../../plugins/swaps/protocol/convert.js'
import type { BlockchainConfig, SwapNetworkConfig } from '../blockchain/chainConfig.js'
import { uniswapRouterAbi } from '../blockchain/uniswapAbi.js'
import { bestRoute, clientFor, percentOf, type SwapToken, swapTokensOf } from '../blockchain/uniswapQuote.js'
import { parseInput, readJsonBody } from './parseInput.js'
import type { GateVariables } from './projectGate.js'
import { ServiceError } from './serviceError.js'

/**
 * Gas of a swap when it is not estimated: one pool, and each further pool of the path. A limit, refunded where
 * unused: it covers a pair that writes its cumulative prices (the first swap in a later second), which a
 * two-pool token swap on the dev chain takes to about 186,000.
 */
const SWAP_GAS = 200_000n
const HOP_GAS = 100_000n
const APPROVE_GAS = 60_000n
/** A built swap expires this long after the chain's latest block. */
const DEADLINE_SECONDS = 20n * 60n

const split = (caip10: string) => {
  const at = caip10.lastIndexOf(':')
  return { caip2: caip10.slice(0, at), address: caip10.slice(at + 1) as Address }
}

/** What POST /v1/convert/build-transaction's body must be (the gate and the route say it alike). */
export const BUILD_TRANSACTION_BODY = 'a JSON object {projectId, amount, from, to, userAddress, eip155}'

/** The convert API (spec section 7, `/v1/convert/*`) on the Uniswap v2 exchanges the configuration lists. */
export function convertRoutes(
  config: BlockchainConfig,
  iconUrlOf: (requestUrl: string, symbol: string) => string,
) {
  const routes = new Hono<{ Variables: GateVariables }>()

  /** The swap network of a chain, with its chain and tokens; 'Network not supported for Swaps' otherwise. */
  const networkOf = (caip2: string, message = 'Network not supported for Swaps') => {
    const network = config.swaps?.find((entry) => entry.caip2 === caip2)
    const chain = config.chains.find((entry) => entry.caip2 === caip2)
    if (!network || !chain)
      throw new ServiceError(400, 'UNSUPPORTED_NETWORK', `${message}: ${caip2}; see /v1/convert/tokens`)
    return { network, chain, tokens: swapTokensOf(network, chain, config.tokens) }
  }
  type Network = ReturnType<typeof networkOf>

  const tokenOf = ({ tokens }: Network, caip10: string, field: string): SwapToken => {
    const { caip2, address } = split(caip10)
    const lower = address.toLowerCase()
    const token = tokens.find((entry) =>
      lower === NATIVE_TOKEN_ADDRESS
        ? entry.native
        : !entry.native && entry.poolAddress.toLowerCase() === lower,
    )
    if (!token)
      throw new ServiceError(
        400,
        'UNKNOWN_TOKEN',
        `${field}: ${address} is not a token swapped on ${caip2}; see /v1/convert/tokens?chainId=${caip2}`,
      )
    return token
  }

  /**
   * The network, user and both tokens of a swap: all on one chain, two different tokens. A plain userAddress
   * (a quote's, as AppKit sends it; the schemas let no other call have one) is on the tokens' chain.
   */
  const swapOf = (input: { userAddress: string; from: string; to: string }, where: string) => {
    const user = input.userAddress.includes(':')
      ? input.userAddress
      : `${split(input.from).caip2}:${input.userAddress}`
    const chains = new Set([user, input.from, input.to].map((caip10) => split(caip10).caip2))
    if (chains.size !== 1)
      throw new ServiceError(400, 'INVALID_INPUT', `${where}: userAddress, from and to must be on one chain`)
    const network = networkOf(split(input.from).caip2)
    const from = tokenOf(network, input.from, `${where}.from`)
    const to = tokenOf(network, input.to, `${where}.to`)
    if (from.symbol === to.symbol)
      throw new ServiceError(400, 'INVALID_INPUT', `${where}.to: must be another token than from`)
    return { network, from, to, user: split(user).address }
  }

  const routeOf = async (
    { network, chain, tokens }: Network,
    from: SwapToken,
    to: SwapToken,
    amount: bigint,
  ) => {
    if (amount <= 0n) throw new ServiceError(400, 'INVALID_INPUT', 'amount: must be above 0')
    let route: Awaited<ReturnType<typeof bestRoute>>
    try {
      route = await bestRoute(network, chain.rpcUrl, tokens, from, to, amount)
    } catch (error) {
      throw new ServiceError(502, 'CHAIN_UNAVAILABLE', 'could not read the pools from the chain RPC', {
        cause: error,
      })
    }
    if (!route)
      throw new ServiceError(
        400,
        'NO_ROUTE',
        `no pool route from ${from.symbol} to ${to.symbol} gives anything`,
      )
    return route
  }

  const gasPriceOf = async (network: Network) => {
    try {
      return await clientFor(network.chain.rpcUrl).getGasPrice()
    } catch (error) {
      throw new ServiceError(502, 'CHAIN_UNAVAILABLE', 'could not read the gas price from the chain RPC', {
        cause: error,
      })
    }
  }

  const caip10Of = (network: SwapNetworkConfig, token: SwapToken) =>
    `${network.caip2}:${token.native ? NATIVE_TOKEN_ADDRESS : token.poolAddress}`

  routes.get('/v1/convert/tokens', (c) => {
    const { chainId } = parseInput(convertTokensQuerySchema, c.req.query(), 'query')
    const network = networkOf(chainId)
    return c.json({
      tokens: network.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caip10Of(network.network, token),
        decimals: token.decimals,
        logoUri: iconUrlOf(c.req.url, token.symbol),
      })),
    })
  })

  routes.get('/v1/convert/quotes', async (c) => {
    const query = parseInput(convertQuotesQuerySchema, c.req.query(), 'query')
    const { network, from, to } = swapOf(query, 'query')
    const route = await routeOf(network, from, to, BigInt(query.amount))
    const gasPrice = query.gasPrice === undefined ? await gasPriceOf(network) : BigInt(query.gasPrice)
    const gas = SWAP_GAS + HOP_GAS * BigInt(route.path.length - 2)
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: query.amount,
          fromAccount: query.from,
          toAmount: String(route.amounts.at(-1)),
          toAccount: query.to,
          path: route.path.map((token) => caip10Of(network.network, token)),
          priceImpact: percentOf(route.priceImpactBps),
          gas: String(gas),
          networkFee: String(gas * gasPrice),
        },
      ],
    })
  })

  routes.get('/v1/convert/allowance', async (c) => {
    const query = parseInput(convertAllowanceQuerySchema, c.req.query(), 'query')
    const network = networkOf(split(query.tokenAddress).caip2)
    if (split(query.userAddress).caip2 !== network.network.caip2)
      throw new ServiceError(400, 'INVALID_INPUT', 'query.userAddress: must be on the token\u2019s chain')
    const token = tokenOf(network, query.tokenAddress, 'query.tokenAddress')
    if (token.native) return c.json({ allowance: String(maxUint256) })
    const allowance = await clientFor(network.chain.rpcUrl)
      .readContract({
        address: token.poolAddress,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [split(query.userAddress).address, network.network.router],
      })
      .catch((error: unknown) => {
        throw new ServiceError(502, 'CHAIN_UNAVAILABLE', 'could not read the allowance from the chain RPC', {
          cause: error,
        })
      })
    return c.json({ allowance: String(allowance) })
  })

  routes.get('/v1/convert/gas-price', async (c) => {
    const { chainId } = parseInput(convertGasPriceQuerySchema, c.req.query(), 'query')
    const price = await gasPriceOf(networkOf(chainId, 'Network not supported for Gas Price'))
    return c.json({
      standard: String(price),
      fast: String((price * 12n) / 10n),
      instant: String((price * 15n) / 10n),
    })
  })

  routes.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(convertBuildApproveQuerySchema, c.req.query(), 'query')
    const { network, from, user } = swapOf(query, 'query')
    if (from.native)
      throw new ServiceError(400, 'INVALID_INPUT', 'query.from: the native currency needs no approval')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [network.network.router, query.amount === undefined ? maxUint256 : BigInt(query.amount)],
    })
    const gasPrice = await gasPriceOf(network)
    return c.json({
      tx: {
        from: user,
        to: from.poolAddress,
        data,
        value: '0',
        eip155: { gas: String(APPROVE_GAS), gasPrice: String(gasPrice) },
      },
    })
  })

  // Its body limit (BUILD_TRANSACTION_MAX_BYTES) and its project (body.projectId) are read before the gate
  // (createApiApp), as AppKit names the project in the body alone.
  routes.post('/v1/convert/build-transaction', async (c) => {
    const raw = await readJsonBody(c.req, BUILD_TRANSACTION_BODY)
    const body = parseInput(convertBuildTransactionBodySchema, raw, 'body')
    const { network, from, to, user } = swapOf(body, 'body')
    const amount = BigInt(body.amount)
    const route = await routeOf(network, from, to, amount)
    const slippage = Number(body.eip155?.slippage ?? SWAP_SLIPPAGE_TOLERANCE)
    const slippageBps = BigInt(Math.round(slippage * 100))
    const minimum = ((route.amounts.at(-1) as bigint) * (10_000n - slippageBps)) / 10_000n
    const client = clientFor(network.chain.rpcUrl)
    const latest = await client.getBlock().catch((error: unknown) => {
      throw new ServiceError(502, 'CHAIN_UNAVAILABLE', 'could not read the chain RPC', { cause: error })
    })
    const deadline = latest.timestamp + DEADLINE_SECONDS
    const path = route.path.map((token) => token.poolAddress)
    const data: Hex = from.native
      ? encodeFunctionData({
          abi: uniswapRouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [minimum, path, user, deadline],
        })
      : encodeFunctionData({
          abi: uniswapRouterAbi,
          functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, minimum, path, user, deadline],
        })
    const value = from.native ? amount : 0n
    const router = network.network.router
    let gas = SWAP_GAS + HOP_GAS * BigInt(path.length - 2)
    if (body.disableEstimate !== true) {
      try {
        gas = await client.estimateGas({ account: user, to: router, data, value })
      } catch (error) {
        const reason = (error as { shortMessage?: string }).shortMessage ?? String(error)
        throw new ServiceError(
          400,
          'SWAP_WOULD_FAIL',
          `the swap would fail on chain (${reason}); check the balance and the allowance (GET /v1/convert/allowance), or pass disableEstimate`,
          { cause: error },
        )
      }
    }
    const gasPrice = await gasPriceOf(network)
    return c.json({
      tx: {
        from: user,
        to: router,
        data,
        value: String(value),
        eip155: { gas: String(gas), gasPrice: String(gasPrice) },
      },
    })
  })

  return routes
}
