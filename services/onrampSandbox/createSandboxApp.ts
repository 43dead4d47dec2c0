import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Address } from 'viem'
import { ONRAMP_MAX_BODY_BYTES } from '../../plugins/onramp/protocol/onramp.js'
import { formatCents, formatUnitsText, PricingError, pricePurchase } from '../api/onramp/onrampPricing.js'
import { isOn, type Purchase, purchaseFeeCents, purchasesOf } from '../api/onramp/onrampPurchases.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import type { ChainConfig, PriceTable, SolanaChainConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { logHandlerError } from '../logHandlerError.js'
import { CHECKOUT_CSP, CHECKOUT_CSS, checkoutPage, linkSchema, refusedPage } from './checkoutPage.js'
import { CHECKOUT_SCRIPT } from './checkoutScript.js'
import type { Delivery } from './deliverPurchase.js'
import type { SolanaDelivery } from './deliverSol.js'
import { createOrderStore, type Order, orderRequestSchema, paymentRefusal } from './sandboxOrders.js'

/** Why `address` cannot receive `purchase` (a sentence naming walletAddress), or undefined when it can. */
function addressProblem(purchase: Purchase, address: string): string | undefined {
  if (purchase.chain.kind === 'solana')
    return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
      ? undefined
      : `walletAddress: must be a Solana address (base58) on ${purchase.network.name}`
  return /^0x[0-9a-fA-F]{40}$/.test(address)
    ? undefined
    : `walletAddress: must be an EVM address (0x and 40 hex digits) on ${purchase.network.name}`
}

export type SandboxParameters = {
  /** The key the services API signs its links with (the link's publicKey); other keys are refused. */
  publicKey: string
  chains: ChainConfig[]
  /** The token sold on each chain (DUSD: the local chains' stand-in for USDC). */
  tokens: TokenConfig[]
  prices: PriceTable
  delivery: Delivery
  /** The Solana chains it sells SOL on (with `solanaDelivery`, which pays it in lamports); none when absent. */
  solanaChains?: SolanaChainConfig[]
  solanaDelivery?: SolanaDelivery
  /** The sandbox's own origin: a browser's POST must come from its page. */
  origin: () => string
  maxOrders?: number
  now?: () => number
}

/**
 * The sandbox payment provider: a hosted checkout (GET /) for the services API's links, its order API (POST
 * /api/orders, GET /api/orders/:id), and on a paid order a real transfer of the bought tokens on the local chain.
 */
export function createSandboxApp(parameters: SandboxParameters) {
  const now = parameters.now ?? Date.now
  const orders = createOrderStore(parameters.maxOrders)
  const app = new Hono()
  const purchases = purchasesOf(
    { ...parameters, solanaChains: parameters.solanaDelivery ? parameters.solanaChains : [] },
    [...parameters.tokens.map((token) => token.symbol), 'SOL'],
  )
  const purchaseOn = (network: string | undefined) => purchases.find((entry) => isOn(entry, network))
  // A paid order is sent on its chain: an ERC-20 transfer, or lamports by the System Program.
  const deliver = (purchase: Purchase, to: string, units: bigint) => {
    const target = purchase.chain
    if (target.kind === 'evm')
      return parameters.delivery.deliver({
        rpcUrl: target.config.rpcUrl,
        token: purchase.contract as Address,
        to: to as Address,
        units,
      })
    if (!parameters.solanaDelivery) throw new Error('the sandbox has no Solana delivery')
    return parameters.solanaDelivery.deliver({ rpcUrl: target.config.rpcUrl, to, lamports: units })
  }
  const page = (html: string, status: 200 | 400 = 200) =>
    new Response(html, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CHECKOUT_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    })

  app.get('/', (c) => {
    const parsed = linkSchema.safeParse(c.req.query())
    if (!parsed.success)
      return page(refusedPage(parsed.error.issues.map((issue) => issue.message).join('; ')), 400)
    const link = parsed.data
    if (link.publicKey !== parameters.publicKey)
      return page(refusedPage('publicKey is not a key of this provider'), 400)
    const purchase = purchaseOn(link.network)
    if (!purchase)
      return page(refusedPage(`network ${link.network ?? '(none)'} is not served by the sandbox`), 400)
    const solana = purchase.chain.kind === 'solana'
    if (link.destinationCurrencyCode !== (solana ? 'SOL' : 'USDC'))
      return page(
        refusedPage(`destinationCurrencyCode on ${purchase.network.name} is ${solana ? 'SOL' : 'USDC'}`),
        400,
      )
    const problem = addressProblem(purchase, link.walletAddress)
    if (problem) return page(refusedPage(problem), 400)
    return page(
      checkoutPage(link, {
        tokenSymbol: purchase.token.symbol,
        networkName: purchase.network.name,
        networkId: purchase.network.caip2,
      }),
    )
  })
  app.get('/checkout.js', (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/checkout.css', (c) => c.body(CHECKOUT_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }))

  app.post(
    '/api/orders',
    bodyLimit({
      maxSize: ONRAMP_MAX_BODY_BYTES,
      onError: () => {
        throw new ServiceError(
          413,
          'BODY_TOO_LARGE',
          `the request body is over ${ONRAMP_MAX_BODY_BYTES} bytes; send a smaller body`,
        )
      },
    }),
    async (c) => {
      // Only the checkout page itself may place an order from a browser.
      const origin = c.req.header('origin')
      if (origin !== undefined && origin !== parameters.origin())
        throw new ServiceError(
          403,
          'ORIGIN_NOT_ALLOWED',
          `orders are placed from the checkout page only, not from ${origin}`,
        )
      const request = parseInput(orderRequestSchema, await readJsonBody(c.req, 'a JSON order'), 'body')
      if (request.publicKey !== parameters.publicKey)
        throw new ServiceError(403, 'UNKNOWN_KEY', 'body.publicKey: is not a key of this provider')
      const purchase = purchaseOn(request.network)
      if (!purchase)
        throw new ServiceError(
          400,
          'INVALID_INPUT',
          `body.network: ${request.network} is not served by the sandbox`,
        )
      const problem = addressProblem(purchase, request.walletAddress)
      if (problem) throw new ServiceError(400, 'INVALID_INPUT', `body.${problem}`)
      let fee: bigint
      try {
        fee = await purchaseFeeCents(purchase, parameters.prices, request.currency)
      } catch (error) {
        throw new ServiceError(502, 'CHAIN_UNAVAILABLE', 'could not read the gas price of the local chain', {
          cause: error,
        })
      }
      let price: ReturnType<typeof pricePurchase>
      try {
        price = pricePurchase({
          amount: request.amount,
          currency: request.currency,
          method: request.paymentMethod,
          networkFeeCents: fee,
          token: purchase.token,
          prices: parameters.prices,
        })
      } catch (error) {
        if (error instanceof PricingError)
          throw new ServiceError(400, 'INVALID_INPUT', `body.${error.message}`)
        throw error
      }
      const money = (cents: bigint) => ({ amount: formatCents(cents), currency: request.currency })
      const order: Order = {
        id: randomUUID(),
        status: 'pending',
        walletAddress: request.walletAddress,
        network: purchase.network.caip2,
        paymentTotal: money(price.totalCents),
        createdAt: now(),
      }
      const refusal = paymentRefusal(request, new Date(now()))
      if (refusal) {
        orders.add({ ...order, status: 'failed', reason: refusal })
        return c.json({ order: orders.get(order.id) }, 402)
      }
      Object.assign(order, {
        providerFee: money(price.providerFeeCents),
        networkFee: money(price.networkFeeCents),
        purchaseAmount: {
          amount: formatUnitsText(price.purchaseUnits, purchase.token.decimals),
          currency: purchase.token.symbol,
        },
      })
      orders.add(order)
      try {
        const hash = await deliver(purchase, request.walletAddress, price.purchaseUnits)
        orders.update(order.id, { status: 'completed', transactionHash: hash })
      } catch (error) {
        logHandlerError('onramp sandbox delivery', error)
        orders.update(order.id, {
          status: 'failed',
          reason: 'The payment was taken but the tokens could not be sent; the sandbox refunds it',
        })
        return c.json({ order: orders.get(order.id) }, 502)
      }
      return c.json({ order: orders.get(order.id) })
    },
  )

  app.get('/api/orders/:id', (c) => {
    const order = orders.get(c.req.param('id'))
    if (!order)
      throw new ServiceError(404, 'NOT_FOUND', 'no such order; the sandbox keeps the latest orders only')
    return c.json({ order })
  })

  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` } }, 404),
  )
  app.onError((error, c) => {
    if (error instanceof ServiceError)
      return c.json({ error: { code: error.code, message: error.message } }, error.status)
    logHandlerError(`onramp sandbox ${c.req.method} ${c.req.path}`, error)
    return c.json({ error: { code: 'INTERNAL', message: 'internal error; see the server log' } }, 500)
  })
  return { app, orders }
}
