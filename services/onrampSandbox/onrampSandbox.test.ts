import { request as httpRequest } from 'node:http'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONRAMP_MAX_BODY_BYTES } from '../../plugins/onramp/protocol/onramp.js'
import type { ChainConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { deployDevTokens } from '../chain/deployDevTokens.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { createDelivery } from './deliverPurchase.js'
import { createOrderStore, type OrderRequest, passesLuhn, paymentRefusal } from './sandboxOrders.js'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.js'

const CHAIN = 'eip155:31337'
const KEY = 'pk_test_sandbox'
let anvil: AnvilInstance
let sandbox: OnrampSandbox
let dusd: TokenConfig

const buyer = () => privateKeyToAccount(generatePrivateKey()).address
const order = (overrides: Partial<OrderRequest> & Record<string, unknown> = {}) => ({
  publicKey: KEY,
  walletAddress: buyer(),
  network: CHAIN,
  amount: '50.00',
  currency: 'USD',
  paymentMethod: 'card',
  card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  externalCustomerId: 'customer-1',
  ...overrides,
})
const place = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const balanceOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: dusd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const link = (params: Record<string, string>) =>
  `${sandbox.url}/?${new URLSearchParams({ publicKey: KEY, destinationCurrencyCode: 'USDC', walletAddress: buyer(), externalCustomerId: 'c-1', network: CHAIN, ...params })}`

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  const chain: ChainConfig = {
    caip2: CHAIN,
    chainId: 31337,
    name: 'Dev chain 31337',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const tokens = await deployDevTokens({ rpcUrl: anvil.rpcUrl, caip2: CHAIN })
  const found = tokens.find((token) => token.symbol === 'DUSD')
  if (!found) throw new Error('no DUSD deployed')
  dusd = found
  sandbox = await startOnrampSandbox({
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    publicKey: KEY,
    chains: [chain],
    tokens: [dusd],
    prices: { ETH: 3000, DUSD: 1 },
    delivery: createDelivery(),
  })
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await anvil?.stop()
})

describe('sandbox provider', () => {
  it('pays a test-card order by sending the bought DUSD on chain, less 2 % and the network fee', async () => {
    const body = order()
    const response = await place(body)
    expect(response.status).toBe(200)
    const { order: paid } = (await response.json()) as { order: Record<string, { amount: string } | string> }
    expect(paid).toMatchObject({
      status: 'completed',
      paymentTotal: { amount: '50.00', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
    })
    const bought = (paid.purchaseAmount as { amount: string }).amount
    const fees = 50 - Number(bought)
    expect(fees).toBeGreaterThanOrEqual(1)
    expect(fees).toBeLessThan(2)
    expect(await balanceOf(body.walletAddress as `0x${string}`)).toBe(parseUnits(bought, 6))
    const status = await fetch(`${sandbox.url}/api/orders/${paid.id}`)
    expect(((await status.json()) as { order: { transactionHash: string } }).order.transactionHash).toBe(
      paid.transactionHash,
    )
  })

  it('declines the declined test card with 402, and sends nothing', async () => {
    const body = order({ card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } })
    const response = await place(body)
    expect(response.status).toBe(402)
    expect(((await response.json()) as { order: unknown }).order).toMatchObject({
      status: 'failed',
      reason: 'Your card was declined',
    })
    expect(await balanceOf(body.walletAddress as `0x${string}`)).toBe(0n)
  })

  it('checks the limits, and refuses malformed orders with 400 and what to fix', async () => {
    const cases: [unknown, number, string][] = [
      [order({ amount: '9.99' }), 400, 'body.amount: 9.99 USD is below the card minimum of 10.00 USD'],
      [
        order({ amount: '7500.01' }),
        400,
        'body.amount: 7500.01 USD is above the card maximum of 7500.00 USD',
      ],
      [
        order({ walletAddress: 'nope' }),
        400,
        'body.walletAddress: walletAddress must be an EVM address (0x and 40 hex digits) or a Solana address (base58)',
      ],
      [
        order({ walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
        400,
        'body.walletAddress: must be an EVM address (0x and 40 hex digits) on Dev chain 31337',
      ],
      [
        order({ card: { number: '4242', expiry: '12/34', cvc: '123' } }),
        400,
        'body.card.number: card number must be 12 to 19 digits',
      ],
      [
        order({ card: { number: '4242424242424242', expiry: '13/34', cvc: '123' } }),
        400,
        'body.card.expiry: expiry must be MM/YY',
      ],
      [order({ network: 'eip155:1' }), 400, 'body.network: eip155:1 is not served by the sandbox'],
      [order({ publicKey: 'other' }), 403, 'body.publicKey: is not a key of this provider'],
      ['{', 400, 'body: must be a JSON order'],
      [
        JSON.stringify(order({ pad: 'x'.repeat(ONRAMP_MAX_BODY_BYTES) })),
        413,
        `the request body is over ${ONRAMP_MAX_BODY_BYTES} bytes; send a smaller body`,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await place(body)
      expect({
        status: response.status,
        message: ((await response.json()) as { error: { message: string } }).error.message,
      }).toEqual({ status, message })
    }
    expect(
      (
        await place(
          order({
            amount: '8000',
            paymentMethod: 'ach_bank_account',
            card: undefined,
            bankAccount: '000123456789',
          }),
        )
      ).status,
    ).toBe(200)
  })

  it("takes orders from its own page only: another site's Origin is refused", async () => {
    const response = await place(order(), { origin: 'http://127.0.0.1:5274' })
    expect(response.status).toBe(403)
  })

  it('serves the checkout under its CSP, and refuses links it cannot serve', async () => {
    const page = await fetch(link({ presetFiatAmount: '50.00' }))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('<h1>Buy DUSD</h1>')
    expect(html).toContain('4000 0000 0000 0002 is declined')
    const refused = async (params: Record<string, string>) => {
      const response = await fetch(link(params))
      return {
        status: response.status,
        text: /role="alert" class="error">([^<]*)</.exec(await response.text())?.[1],
      }
    }
    expect(await refused({ destinationCurrencyCode: 'SOL' })).toEqual({
      status: 400,
      text: 'destinationCurrencyCode on Dev chain 31337 is USDC',
    })
    // SOL is sold on Solana only (services/onrampSandbox/deliverSol.test.ts): a Solana key here is refused.
    expect(await refused({ walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })).toEqual({
      status: 400,
      text: 'walletAddress: must be an EVM address (0x and 40 hex digits) on Dev chain 31337',
    })
    expect(await refused({ publicKey: 'other' })).toEqual({
      status: 400,
      text: 'publicKey is not a key of this provider',
    })
    expect(await refused({ parentOrigin: 'javascript:alert(1)' })).toEqual({
      status: 400,
      text: 'parentOrigin must be an origin (scheme://host[:port])',
    })
    // What the link carries is shown as text, never as markup.
    const escaped = await (await fetch(link({ externalCustomerId: '<img src=x onerror=alert(1)>' }))).text()
    expect(escaped).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(escaped).not.toContain('<img')
  })

  it('refuses a request whose Host is not its own (DNS rebinding)', async () => {
    const { port } = new URL(sandbox.url)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/', headers: { host: `evil.example:${port}` } },
        (response) => {
          response.resume()
          resolve(response.statusCode)
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe(403)
  })

  it('keeps at most its bound of orders, forgetting the oldest', () => {
    const store = createOrderStore(2)
    for (const id of ['a', 'b', 'c'])
      store.add({
        id,
        status: 'pending',
        walletAddress: '0x',
        network: CHAIN,
        paymentTotal: { amount: '1', currency: 'USD' },
        createdAt: 0,
      })
    expect([store.size(), store.get('a'), store.get('c')?.id]).toEqual([2, undefined, 'c'])
  })

  it('takes the documented test numbers only, and checks Luhn and expiry', () => {
    const now = new Date('2030-06-15')
    const card = (number: string, expiry = '12/34') =>
      paymentRefusal(order({ card: { number, expiry, cvc: '123' } }) as OrderRequest, now)
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(card('4242424242424242')).toBeUndefined()
    expect(card('4242424242424241')).toBe('The card number is not valid')
    expect(card('4242424242424242', '05/30')).toBe('The card has expired')
    expect(card('5555555555554444')).toBe('This is a sandbox: use a test card (4242 4242 4242 4242)')
  })
})
