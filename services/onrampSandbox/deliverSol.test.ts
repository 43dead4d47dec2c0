import { generateKeyPairSigner } from '@solana/kit'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onrampOptionsSchema, quoteSchema } from '../../plugins/onramp/protocol/onramp.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import { centsOf, pricePurchase } from '../api/onramp/onrampPricing.js'
import { type ApiServer, startApiServer } from '../api/startApiServer.js'
import { SOL_CURRENCY, type SolanaChainConfig } from '../blockchain/chainConfig.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../chain/solana/startLocalSolanaChain.js'
import type { Database } from '../db/database.js'
import { createDelivery } from './deliverPurchase.js'
import { createSolanaDelivery } from './deliverSol.js'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.js'

// Buying SOL on Solana: the services' options and quote offer SOL on the local Solana chain, and the sandbox pays
// a paid order by a System Program transfer of lamports, over the chain's JSON-RPC.
const KEY = 'pk_test_sandbox'
const PROJECT = 'onramp-sol-project'
const PRICES = { SOL: 150 }
let local: LocalSolanaChainInstance
let chain: SolanaChainConfig
let sandbox: OnrampSandbox
let database: Database
let api: ApiServer

const rpc = async (method: string, params: unknown[]) =>
  (
    (await (
      await fetch(local.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    ).json()) as { result: { value: unknown } }
  ).result
const lamportsOf = async (owner: string) =>
  BigInt((await rpc('getBalance', [owner, { commitment: 'confirmed' }])).value as number)
const buyer = async () => (await generateKeyPairSigner()).address as string
const order = async (overrides: Record<string, unknown> = {}) => ({
  publicKey: KEY,
  walletAddress: await buyer(),
  network: chain.caip2,
  amount: '50.00',
  currency: 'USD',
  paymentMethod: 'card',
  card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  externalCustomerId: 'customer-sol',
  ...overrides,
})
const place = (body: unknown) =>
  fetch(`${sandbox.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const apiUrl = (path: string) => `${api.url}${path}?projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const quoteSol = (network: string) =>
  fetch(apiUrl('/v1/onramp/quote'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', network }),
  })

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  chain = {
    caip2: local.caip2,
    name: 'Solana Localnet',
    rpcUrl: local.rpcUrl,
    nativeCurrency: SOL_CURRENCY,
    tokens: [],
  }
  sandbox = await startOnrampSandbox({
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    publicKey: KEY,
    chains: [],
    tokens: [],
    prices: PRICES,
    delivery: createDelivery(),
    solanaChains: [chain],
    solanaDelivery: createSolanaDelivery(),
  })
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: ['http://127.0.0.1:*'] })
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: PRICES, solanaChains: [chain] },
    host: '127.0.0.1',
    port: 0,
    onramp: { providerUrl: sandbox.url, publicKey: KEY, purchasable: ['DUSD', 'SOL'] },
  })
}, 60_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await sandbox?.close()
  await local?.close()
})

describe('buying SOL on Solana', () => {
  it('the API offers SOL on the Solana chain (no contract) and quotes it at its price, the fee one signature', async () => {
    const options = onrampOptionsSchema.parse(await (await fetch(apiUrl('/v1/onramp/options'))).json())
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          {
            name: local.caip2,
            display_name: 'Solana Localnet',
            chain_id: local.caip2.slice('solana:'.length),
            contract_address: '',
          },
        ],
      },
    ])
    const response = await quoteSol(local.caip2)
    const quote = quoteSchema.parse(await response.json())
    // 5000 lamports at 150 USD a SOL is 0.075 cents: the fee's floor of 1 cent.
    expect(quote.networkFee).toEqual({ amount: '0.01', currency: 'USD' })
    expect(quote.paymentSubtotal).toEqual({ amount: '48.99', currency: 'USD' })
    expect(quote.purchaseAmount.currency).toBe('SOL')
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(48.99 / 150, 4)
    // SOL on an EVM network is refused with 400 and where to look.
    const refused = await quoteSol('eip155:1')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'body.network: SOL cannot be bought on eip155:1; see /v1/onramp/options',
    )
  })

  it('pays a test-card order by sending the bought lamports from its funded dev account, confirmed', async () => {
    const body = await order()
    const before = await lamportsOf(body.walletAddress)
    const response = await place(body)
    expect(response.status).toBe(200)
    const { order: paid } = (await response.json()) as {
      order: { status: string; purchaseAmount: { amount: string; currency: string }; transactionHash: string }
    }
    expect(paid.status).toBe('completed')
    expect(paid.purchaseAmount.currency).toBe('SOL')
    const price = pricePurchase({
      amount: '50.00',
      currency: 'USD',
      method: 'card',
      networkFeeCents: 1n,
      token: SOL_CURRENCY,
      prices: PRICES,
    })
    expect(parseUnits(paid.purchaseAmount.amount, 9)).toBe(price.purchaseUnits)
    expect(await lamportsOf(body.walletAddress)).toBe(before + price.purchaseUnits)
    const landed = (await rpc('getSignatureStatuses', [[paid.transactionHash]])).value as { err: unknown }[]
    expect(landed[0]?.err).toBeNull()
    expect(centsOf('48.99')).toBe(price.subtotalCents)
  })

  it('refuses an EVM address on Solana, and a link with the wrong currency code, with what to fix', async () => {
    const evm = await place(await order({ walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
    expect(evm.status).toBe(400)
    expect(((await evm.json()) as { error: { message: string } }).error.message).toBe(
      'body.walletAddress: must be a Solana address (base58) on Solana Localnet',
    )
    const malformed = await place(await order({ walletAddress: 'not a key!' }))
    expect(malformed.status).toBe(400)
    const link = async (params: Record<string, string>) => {
      const query = new URLSearchParams({
        publicKey: KEY,
        destinationCurrencyCode: 'SOL',
        walletAddress: await buyer(),
        externalCustomerId: 'c-1',
        network: chain.caip2,
        ...params,
      })
      const response = await fetch(`${sandbox.url}/?${query}`)
      const html = await response.text()
      return { status: response.status, text: /role="alert" class="error">([^<]*)</.exec(html)?.[1], html }
    }
    const page = await link({})
    expect(page.status).toBe(200)
    expect(page.html).toContain('<h1>Buy SOL</h1>')
    expect(await link({ destinationCurrencyCode: 'USDC' })).toMatchObject({
      status: 400,
      text: 'destinationCurrencyCode on Solana Localnet is SOL',
    })
    expect(await link({ walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toMatchObject({
      status: 400,
      text: 'walletAddress: must be a Solana address (base58) on Solana Localnet',
    })
  })
})
