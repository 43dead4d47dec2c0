import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  FALLBACK_PAYMENT_CURRENCIES,
  ONRAMP_MAX_BODY_BYTES,
  type OnrampOptions,
  onrampUrlRequestSchema,
  PAYMENT_METHOD_LIMITS,
  quoteRequestSchema,
} from '../../../plugins/onramp/protocol/onramp.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import type { GateVariables } from '../projectGate.js'
import { ServiceError } from '../serviceError.js'
import { PricingError, pricePurchase, quoteOf, USD_PER_FIAT } from './onrampPricing.js'
import { isOn, purchaseFeeCents, purchasesOf } from './onrampPurchases.js'

/** The on-ramp provider the API links to (on `appkit dev`, the sandbox provider, services/onrampSandbox). */
export type OnrampConfig = {
  /** The provider's checkout page. */
  providerUrl: string
  /** The key the provider knows this API by: the link's `publicKey`. */
  publicKey: string
  /** The token symbols that can be bought, on every chain that has them (SOL: on the Solana chains); defaults to DUSD. */
  purchasable?: readonly string[]
}

/**
 * The spec's on-ramp API (section 7): the options (what can be bought on which network, which payment currencies
 * with which limits), quotes priced like the provider prices its orders, and the provider link.
 */
export function onrampRoutes(blockchain: BlockchainConfig, config: OnrampConfig | undefined) {
  const routes = new Hono<{ Variables: GateVariables }>()
  const purchases = purchasesOf(blockchain, config?.purchasable ?? ['DUSD'])
  // A quote or a link asks for a few short fields: a larger body is refused before it is read.
  const limit = bodyLimit({
    maxSize: ONRAMP_MAX_BODY_BYTES,
    onError: () => {
      throw new ServiceError(
        413,
        'BODY_TOO_LARGE',
        `the request body is over ${ONRAMP_MAX_BODY_BYTES} bytes; send a smaller body`,
      )
    },
  })
  routes.use('/v1/onramp/*', limit)
  routes.use('/v1/generators/*', limit)

  routes.get('/v1/onramp/options', (c) => {
    const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
    for (const { token, contract, network } of purchases) {
      const entry = bySymbol.get(token.symbol) ?? {
        id: token.symbol,
        name: token.name,
        symbol: token.symbol,
        networks: [],
      }
      entry.networks.push({
        name: network.caip2,
        display_name: network.name,
        chain_id: network.reference,
        contract_address: contract,
      })
      bySymbol.set(token.symbol, entry)
    }
    const options: OnrampOptions = {
      purchaseCurrencies: [...bySymbol.values()],
      paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.filter((id) => id in USD_PER_FIAT).map((id) => ({
        id,
        payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
      })),
    }
    return c.json(options)
  })

  routes.post('/v1/onramp/quote', async (c) => {
    const body = await readJsonBody(
      c.req,
      'a JSON object {purchaseCurrency, paymentCurrency, amount, network}',
    )
    const request = parseInput(quoteRequestSchema, body, 'body')
    const purchase = purchases.find(
      (entry) => entry.token.symbol === request.purchaseCurrency && isOn(entry, request.network),
    )
    if (!purchase)
      throw new ServiceError(
        400,
        'UNSUPPORTED_PURCHASE',
        `body.network: ${request.purchaseCurrency} cannot be bought on ${request.network}; see /v1/onramp/options`,
      )
    let fee: bigint
    try {
      fee = await purchaseFeeCents(purchase, blockchain.prices, request.paymentCurrency)
    } catch (error) {
      throw new ServiceError(
        502,
        'CHAIN_UNAVAILABLE',
        'could not read the gas price from the chain RPC; is the chain running?',
        {
          cause: error,
        },
      )
    }
    try {
      const price = pricePurchase({
        amount: request.amount,
        currency: request.paymentCurrency,
        method: request.paymentMethod ?? 'card',
        networkFeeCents: fee,
        token: purchase.token,
        prices: blockchain.prices,
      })
      return c.json(quoteOf(price, request.paymentCurrency, purchase.token))
    } catch (error) {
      if (error instanceof PricingError) throw new ServiceError(400, 'INVALID_INPUT', `body.${error.message}`)
      throw error
    }
  })

  routes.post('/v1/generators/onrampurl', async (c) => {
    if (!config)
      throw new ServiceError(
        404,
        'ONRAMP_NOT_CONFIGURED',
        'this server links to no on-ramp provider; start it with one (appkit dev starts the sandbox provider)',
      )
    const body = await readJsonBody(c.req, 'a JSON object {destinationWallets, partnerUserId, ...}')
    const request = parseInput(onrampUrlRequestSchema, body, 'body')
    const [wallet] = request.destinationWallets
    if (!wallet)
      throw new ServiceError(400, 'INVALID_INPUT', 'body.destinationWallets: name one destination wallet')
    const network = request.defaultNetwork ?? wallet.blockchains?.[0]
    const solana = network?.startsWith('solana') ?? !wallet.address.startsWith('0x')
    const url = new URL(config.providerUrl)
    const query = url.searchParams
    // spec section 7: the provider link's parameters.
    query.set('publicKey', config.publicKey)
    query.set('destinationCurrencyCode', solana ? 'SOL' : 'USDC')
    query.set('walletAddress', wallet.address)
    query.set('externalCustomerId', request.partnerUserId)
    // Ours: what the page chose, and its origin (the provider reports to that origin only).
    if (network) query.set('network', network)
    if (request.presetFiatAmount !== undefined)
      query.set('presetFiatAmount', request.presetFiatAmount.toFixed(2))
    if (request.presetCryptoAmount !== undefined)
      query.set('presetCryptoAmount', String(request.presetCryptoAmount))
    if (request.fiatCurrency) query.set('fiatCurrency', request.fiatCurrency)
    if (request.paymentMethod) query.set('paymentMethod', request.paymentMethod)
    const origin = c.req.header('origin')
    if (origin) query.set('parentOrigin', origin)
    return c.json({ url: url.toString() })
  })

  return routes
}
