import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ONRAMP_MAX_BODY_BYTES,
  onrampOptionsSchema,
  quoteSchema,
} from '../../../plugins/onramp/protocol/onramp.js'
import { openTestDatabase } from '../../../tests/support/openTestDatabase.js'
import { addProject } from '../../admin/addProject.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import { deployDevTokens } from '../../chain/deployDevTokens.js'
import { freePort } from '../../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../chain/startAnvil.js'
import type { Database } from '../../db/database.js'
import { type ApiServer, startApiServer } from '../startApiServer.js'
import { centsOf, formatUnitsText, pricePurchase } from './onrampPricing.js'

const PROJECT = 'onramp-project'
const CHAIN = 'eip155:31337'
const PROVIDER_URL = 'http://localhost:4999/'
let anvil: AnvilInstance
let database: Database
let server: ApiServer
let config: BlockchainConfig

const url = (path: string) => `${server.url}${path}?projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const refusal = async (response: Response) => ({
  status: response.status,
  message: ((await response.json()) as { error: { message: string } }).error.message,
})
const quote = (amount: string, extra: Record<string, unknown> = {}) =>
  post('/v1/onramp/quote', {
    purchaseCurrency: 'DUSD',
    paymentCurrency: 'USD',
    amount,
    network: CHAIN,
    ...extra,
  })

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  const chains = [
    {
      caip2: CHAIN,
      chainId: 31337,
      name: 'Dev chain 31337',
      rpcUrl: anvil.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ]
  config = {
    chains,
    tokens: await deployDevTokens({ rpcUrl: anvil.rpcUrl, caip2: CHAIN }),
    prices: { ETH: 3000, DUSD: 1 },
  }
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: ['http://127.0.0.1:*'] })
  server = await startApiServer({
    database,
    blockchain: config,
    host: '127.0.0.1',
    port: 0,
    onramp: { providerUrl: PROVIDER_URL, publicKey: 'pk_test' },
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

describe('on-ramp API', () => {
  it('lists DUSD on the chain it is deployed on, and USD and EUR with the spec limits (card 10-7500, bank 10-25000)', async () => {
    const options = onrampOptionsSchema.parse(await (await fetch(url('/v1/onramp/options'))).json())
    const dusd = config.tokens.find((token) => token.symbol === 'DUSD')
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'DUSD',
        name: 'Dev USD',
        symbol: 'DUSD',
        networks: [
          {
            name: CHAIN,
            display_name: 'Dev chain 31337',
            chain_id: '31337',
            contract_address: dusd?.address,
          },
        ],
      },
    ])
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
  })

  it('quotes a card purchase: 2 % fee, the network fee at the chain gas price, the rest bought at 1 USD a DUSD', async () => {
    const response = await quote('50')
    expect(response.status).toBe(200)
    const body = quoteSchema.parse(await response.json())
    expect(body.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' })
    const networkFee = centsOf(body.networkFee.amount)
    expect(networkFee).toBeGreaterThan(0n)
    expect(networkFee).toBeLessThan(100n)
    expect(centsOf(body.paymentSubtotal.amount)).toBe(5000n - 100n - networkFee)
    expect(body.purchaseAmount).toEqual({
      amount: body.paymentSubtotal.amount.replace(/\.?0+$/, ''),
      currency: 'DUSD',
    })
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('quotes a bank purchase at 1 % and a EUR purchase at the sandbox rate (1.08 USD a EUR)', async () => {
    const bank = quoteSchema.parse(await (await quote('1000', { paymentMethod: 'ach_bank_account' })).json())
    const fee = centsOf(bank.networkFee.amount)
    expect(centsOf(bank.paymentSubtotal.amount)).toBe(100_000n - 1_000n - fee)
    const eur = quoteSchema.parse(await (await quote('100', { paymentCurrency: 'EUR' })).json())
    const subtotal = Number(eur.paymentSubtotal.amount)
    expect(Number(eur.purchaseAmount.amount)).toBeCloseTo(subtotal * 1.08, 4)
  })

  it('refuses amounts outside the limits with 400 and the limit', async () => {
    expect(await refusal(await quote('9.99'))).toEqual({
      status: 400,
      message: 'body.amount: 9.99 USD is below the card minimum of 10.00 USD',
    })
    expect(await refusal(await quote('7500.01'))).toEqual({
      status: 400,
      message: 'body.amount: 7500.01 USD is above the card maximum of 7500.00 USD',
    })
    expect((await quote('7500')).status).toBe(200)
    expect((await quote('25000', { paymentMethod: 'ach_bank_account' })).status).toBe(200)
    expect(await refusal(await quote('25000.01', { paymentMethod: 'ach_bank_account' }))).toEqual({
      status: 400,
      message: 'body.amount: 25000.01 USD is above the bank account maximum of 25000.00 USD',
    })
  })

  it('refuses malformed quotes with 400 and what to fix', async () => {
    const cases: [unknown, string][] = [
      ['not json', 'body: must be a JSON object {purchaseCurrency, paymentCurrency, amount, network}'],
      [
        { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', network: CHAIN },
        'body.amount: amount must be a decimal number as text, like "50.00"',
      ],
      [
        { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '10.001', network: CHAIN },
        'body.amount: amount must be a positive decimal number with at most 2 decimals, like "50.00"',
      ],
      [
        { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '-5', network: CHAIN },
        'body.amount: amount must be a positive decimal number with at most 2 decimals, like "50.00"',
      ],
      [
        { purchaseCurrency: 'DUSD', paymentCurrency: 'GBP', amount: '50', network: CHAIN },
        'body.paymentCurrency: GBP is not offered; use one of USD, EUR',
      ],
      [
        { purchaseCurrency: 'DTK', paymentCurrency: 'USD', amount: '50', network: CHAIN },
        'body.network: DTK cannot be bought on eip155:31337; see /v1/onramp/options',
      ],
      [
        { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '50', network: 'eip155:1' },
        'body.network: DUSD cannot be bought on eip155:1; see /v1/onramp/options',
      ],
      [
        {
          purchaseCurrency: 'DUSD',
          paymentCurrency: 'USD',
          amount: '50',
          network: CHAIN,
          paymentMethod: 'cash',
        },
        'body.paymentMethod: paymentMethod must be card or ach_bank_account',
      ],
    ]
    for (const [body, message] of cases)
      expect(await refusal(await post('/v1/onramp/quote', body))).toEqual({ status: 400, message })
  })

  it(`refuses a body over ${ONRAMP_MAX_BODY_BYTES} bytes with 413, before reading it`, async () => {
    const body = JSON.stringify({ purchaseCurrency: 'DUSD', pad: 'x'.repeat(ONRAMP_MAX_BODY_BYTES) })
    expect(await refusal(await post('/v1/onramp/quote', body))).toEqual({
      status: 413,
      message: `the request body is over ${ONRAMP_MAX_BODY_BYTES} bytes; send a smaller body`,
    })
    expect((await post('/v1/generators/onrampurl', body)).status).toBe(413)
  })

  it("links to the provider with the spec's parameters, and the page's origin for its report", async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const response = await post(
      '/v1/generators/onrampurl',
      {
        destinationWallets: [{ address, blockchains: [CHAIN], assets: ['DUSD'] }],
        defaultNetwork: CHAIN,
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 50,
        fiatCurrency: 'USD',
        paymentMethod: 'card',
      },
      { origin: 'http://127.0.0.1:5274' },
    )
    expect(response.status).toBe(200)
    const link = new URL(((await response.json()) as { url: string }).url)
    expect(link.origin + link.pathname).toBe(PROVIDER_URL)
    expect(Object.fromEntries(link.searchParams)).toEqual({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: address,
      externalCustomerId: 'user-1',
      network: CHAIN,
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      parentOrigin: 'http://127.0.0.1:5274',
    })
    const solana = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
      partnerUserId: 'user-2',
    })
    expect(
      new URL(((await solana.json()) as { url: string }).url).searchParams.get('destinationCurrencyCode'),
    ).toBe('SOL')
  })

  it('refuses malformed link requests with 400', async () => {
    const cases: [unknown, string][] = [
      [
        { destinationWallets: [], partnerUserId: 'u' },
        'body.destinationWallets: name one destination wallet',
      ],
      [
        { destinationWallets: [{ address: '0x1234' }], partnerUserId: 'u' },
        'body.destinationWallets.0.address: address must be an EVM or Solana address',
      ],
      [
        {
          destinationWallets: Array.from({ length: 9 }, () => ({
            address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          })),
          partnerUserId: 'u',
        },
        'body.destinationWallets: at most 8 wallets',
      ],
      [
        {
          destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
          partnerUserId: 'a b',
        },
        'body.partnerUserId: partnerUserId must be 1 to 64 letters, digits, or . _ : -',
      ],
      [
        {
          destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
          partnerUserId: 'u',
          defaultExperience: 'sell',
        },
        'body.defaultExperience: defaultExperience must be "buy"',
      ],
    ]
    for (const [body, message] of cases)
      expect(await refusal(await post('/v1/generators/onrampurl', body))).toEqual({ status: 400, message })
  })

  it('prices exactly: fees round up, the bought amount rounds down', () => {
    const price = pricePurchase({
      amount: '10.01',
      currency: 'USD',
      method: 'card',
      networkFeeCents: 3n,
      token: { symbol: 'DUSD', decimals: 6 },
      prices: { DUSD: 1 },
    })
    // 2 % of 10.01 is 0.2002: 21 cents.
    expect(price).toMatchObject({
      totalCents: 1001n,
      providerFeeCents: 21n,
      subtotalCents: 977n,
      purchaseUnits: 9_770_000n,
    })
    expect(formatUnitsText(9_770_000n, 6)).toBe('9.77')
    expect(formatUnitsText(5n, 6)).toBe('0.000005')
  })
})
