import { type Address, createWalletClient, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  identityResponseSchema,
  supportedChainsResponseSchema,
} from '../../kernel/protocol/blockchainApi.js'
import {
  type ActivityHistoryResponse,
  activityHistoryResponseSchema,
} from '../../plugins/activity/protocol/history.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import type { BlockchainConfig, ChainConfig } from '../blockchain/chainConfig.js'
import { type ChainIndexer, createChainIndexer } from '../blockchain/chainIndexer.js'
import { deployDevTokens } from '../chain/deployDevTokens.js'
import { DEV_DEPLOYER_KEY } from '../chain/devAccounts.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import type { Database } from '../db/database.js'
import { type ApiServer, startApiServer } from './startApiServer.js'

const PROJECT = 'chain-project'
const CHAIN_A = 'eip155:31337'
const CHAIN_B = 'eip155:31338'
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const PRICES = { ETH: 3000, BTC: 60000, DUSD: 1, DTK: 2.5 }

let anvils: AnvilInstance[] = []
// The server's clock: real time plus what a test skips ahead.
let skippedMs = 0
let database: Database
let server: ApiServer
let indexers: ChainIndexer[] = []
let config: BlockchainConfig
const holder = privateKeyToAccount(generatePrivateKey()).address

const get = (path: string, init: RequestInit = {}) =>
  fetch(
    `${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}&st=appkit&sv=test-0.1.0`,
    init,
  )
const sync = () => Promise.all(indexers.map((indexer) => indexer.syncOnce()))
const deployer = (rpcUrl: string) =>
  createWalletClient({ account: privateKeyToAccount(DEV_DEPLOYER_KEY), transport: http(rpcUrl) }).extend(
    publicActions,
  )

async function sendEth(rpcUrl: string, to: Address, ether: string) {
  const client = deployer(rpcUrl)
  const hash = await client.sendTransaction({ to, value: parseEther(ether), chain: null })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

async function sendToken(rpcUrl: string, token: Address, to: Address, amount: bigint) {
  const client = deployer(rpcUrl)
  const hash = await client.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

beforeAll(async () => {
  const [portA, portB] = [await freePort(), await freePort()]
  anvils = await Promise.all([
    startAnvil({ host: '127.0.0.1', port: portA, chainId: 31337 }),
    startAnvil({ host: '127.0.0.1', port: portB, chainId: 31338 }),
  ])
  const chains: ChainConfig[] = anvils.map((anvil) => ({
    caip2: `eip155:${anvil.chainId}`,
    chainId: anvil.chainId,
    name: `Dev ${anvil.chainId}`,
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: ETH,
  }))
  const tokens = (
    await Promise.all(chains.map((chain) => deployDevTokens({ rpcUrl: chain.rpcUrl, caip2: chain.caip2 })))
  ).flat()
  config = { chains, tokens, prices: PRICES }
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT })
  indexers = chains.map((chain) => createChainIndexer({ database, chain, tokens }))
  server = await startApiServer({
    database,
    blockchain: config,
    host: '127.0.0.1',
    port: 0,
    historyPageSize: 2,
    now: () => Date.now() + skippedMs,
  })
}, 60_000)

afterAll(async () => {
  await Promise.all(indexers.map((indexer) => indexer.stop()))
  await server?.close()
  await database?.close()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const tokenOn = (caip2: string, symbol: string) => {
  const token = config.tokens.find((entry) => entry.caip2 === caip2 && entry.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} on ${caip2}`)
  return token
}

describe('blockchain API against two anvil chains', () => {
  it('lists the chains it serves', async () => {
    const body = supportedChainsResponseSchema.parse(await (await get('/v1/supported-chains')).json())
    expect(body).toEqual({ http: [CHAIN_A, CHAIN_B], ws: [] })
  })

  it('reads native and ERC-20 balances from the chain, priced from the price table', async () => {
    await sendEth(anvils[0]?.rpcUrl ?? '', holder, '1.5')
    await sendToken(anvils[0]?.rpcUrl ?? '', tokenOn(CHAIN_A, 'DUSD').address, holder, parseUnits('25', 6))
    await sendEth(anvils[1]?.rpcUrl ?? '', holder, '0.25')

    const onA = balanceResponseSchema.parse(
      await (await get(`/v1/account/${holder}/balance?currency=usd&chainId=${CHAIN_A}`)).json(),
    )
    expect(onA.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN_A,
        value: 4500,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/ETH\?projectId=chain-project&st=appkit/),
      },
      {
        name: 'Dev USD',
        symbol: 'DUSD',
        chainId: CHAIN_A,
        address: `${CHAIN_A}:${tokenOn(CHAIN_A, 'DUSD').address}`,
        value: 25,
        price: 1,
        quantity: { decimals: '6', numeric: '25' },
        iconUrl: expect.stringContaining('/public/getTokenImage/DUSD?'),
      },
    ])
    const all = balanceResponseSchema.parse(
      await (await get(`/v1/account/${holder}/balance?currency=usd`)).json(),
    )
    expect(all.balances.map((entry) => `${entry.chainId} ${entry.symbol} ${entry.quantity.numeric}`)).toEqual(
      [`${CHAIN_A} ETH 1.5`, `${CHAIN_A} DUSD 25`, `${CHAIN_B} ETH 0.25`],
    )
  })

  it('caches balances for 30 s unless forceUpdate is given', async () => {
    await sendEth(anvils[0]?.rpcUrl ?? '', holder, '1')
    const path = `/v1/account/${holder}/balance?currency=usd&chainId=${CHAIN_A}`
    const cached = balanceResponseSchema.parse(await (await get(path)).json())
    expect(cached.balances[0]?.quantity.numeric).toBe('1.5')
    const fresh = balanceResponseSchema.parse(await (await get(`${path}&forceUpdate=${Date.now()}`)).json())
    expect(fresh.balances[0]?.quantity.numeric).toBe('2.5')

    const other = `/v1/account/${holder}/balance?currency=usd&chainId=${CHAIN_B}`
    expect(balanceResponseSchema.parse(await (await get(other)).json()).balances[0]?.quantity.numeric).toBe(
      '0.25',
    )
    await sendEth(anvils[1]?.rpcUrl ?? '', holder, '0.5')
    skippedMs += 29_000
    expect(balanceResponseSchema.parse(await (await get(other)).json()).balances[0]?.quantity.numeric).toBe(
      '0.25',
    )
    skippedMs += 1_000
    expect(balanceResponseSchema.parse(await (await get(other)).json()).balances[0]?.quantity.numeric).toBe(
      '0.75',
    )
  })

  it('indexes native and ERC-20 transfers and pages the history newest first', async () => {
    await sync()
    const pages: ActivityHistoryResponse[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor === null ? '' : `?cursor=${cursor}`
      const page = activityHistoryResponseSchema.parse(
        await (await get(`/v1/account/${holder}/history${query}`)).json(),
      )
      pages.push(page)
      cursor = page.next
    } while (cursor !== null && pages.length < 10)
    expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1])
    const all = pages.flatMap((page) => page.data)
    expect(new Set(all.map((tx) => tx.id)).size).toBe(5)
    expect(
      all
        .map(
          (tx) =>
            `${tx.metadata.chain} ${tx.transfers[0]?.fungible_info?.symbol} ${tx.transfers[0]?.quantity.numeric}`,
        )
        .sort(),
    ).toEqual(
      [
        `${CHAIN_A} DUSD 25`,
        `${CHAIN_A} ETH 1`,
        `${CHAIN_A} ETH 1.5`,
        `${CHAIN_B} ETH 0.25`,
        `${CHAIN_B} ETH 0.5`,
      ].sort(),
    )
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const dusd = all.find((tx) => tx.transfers[0]?.fungible_info?.symbol === 'DUSD')
    expect(dusd?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentTo: holder.toLowerCase(),
    })
    expect(dusd?.transfers[0]).toMatchObject({ direction: 'in', value: 25, price: 1 })
  })

  it('filters the history by chainId and stores each transfer once', async () => {
    await sync()
    const onB = activityHistoryResponseSchema.parse(
      await (await get(`/v1/account/${holder}/history?chainId=${CHAIN_B}`)).json(),
    )
    expect(onB.data.map((tx) => tx.transfers[0]?.quantity.numeric)).toEqual(['0.5', '0.25'])
    expect(onB.next).toBeNull()
    const [row] = await database.query<{ n: number }>(
      'select count(*)::int as n from transfers where to_address = $1',
      [holder.toLowerCase()],
    )
    expect(row?.n).toBe(5)
  })

  it('refuses a malformed address or cursor with 400', async () => {
    const badAddress = await get('/v1/account/0x123/history')
    expect(badAddress.status).toBe(400)
    expect((await badAddress.json()).error.message).toContain('path.address: must be an EVM address')
    const badCursor = await get(`/v1/account/${holder}/history?cursor=abc`)
    expect(badCursor.status).toBe(400)
    const badChain = await get(`/v1/account/${holder}/balance?chainId=eip155:1`)
    expect(badChain.status).toBe(400)
    expect((await badChain.json()).error.message).toBe(
      'query.chainId: eip155:1 is not served here; see /v1/supported-chains',
    )
    const badBalance = await get('/v1/account/not-an-address/balance?currency=eur')
    expect(badBalance.status).toBe(400)
    expect((await badBalance.json()).error.message).toContain('path.address: must be an EVM address')
    const badIdentity = await get('/v1/identity/0xZZ')
    expect(badIdentity.status).toBe(400)
    const badCurrency = await get(`/v1/account/${holder}/balance?currency=eur`)
    expect((await badCurrency.json()).error.message).toBe('query.currency: currency must be "usd"')
  })

  it('prices fungibles by CAIP-10 address', async () => {
    const response = await get('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: PROJECT,
        addresses: [
          `${CHAIN_B}:${tokenOn(CHAIN_B, 'DTK').address}`,
          `${CHAIN_A}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
          'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:native',
          'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:rb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelmarftj',
        ],
      }),
    })
    const body = fungiblePriceResponseSchema.parse(await response.json())
    expect(body.fungibles.map(({ symbol, price }) => ({ symbol, price }))).toEqual([
      { symbol: 'DTK', price: 2.5 },
      { symbol: 'ETH', price: 3000 },
      { symbol: 'BTC', price: 60000 },
    ])
    const empty = await get('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', projectId: PROJECT, addresses: [] }),
    })
    expect(empty.status).toBe(400)
    expect((await empty.json()).error.message).toBe(
      'body.addresses: addresses must list at least one CAIP-10 token address',
    )
  })

  it('prices fungibles for a client that names its project in the body alone (AppKit 1.8 posts so), and checks the query when sent', async () => {
    const price = (query: string, body: Record<string, unknown> = { projectId: PROJECT }) =>
      fetch(`${server.url}/v1/fungible/price${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'usd',
          addresses: [`${CHAIN_A}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
          ...body,
        }),
      })
    for (const query of ['', `?projectId=${PROJECT}`]) {
      const body = fungiblePriceResponseSchema.parse(await (await price(query)).json())
      expect(body.fungibles.map(({ symbol, price }) => ({ symbol, price }))).toEqual([
        { symbol: 'ETH', price: 3000 },
      ])
    }
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [
        `?projectId=${PROJECT}&st=${'x'.repeat(65)}&sv=1`,
        { projectId: PROJECT },
        400,
        'query.st: st is at most 64 characters',
      ],
      ['', {}, 400, 'body.projectId: projectId is required in the body'],
      ['', { projectId: 'bad id' }, 400, 'body.projectId: '],
      ['', { projectId: ['list'] }, 400, 'body.projectId: '],
      [
        '?projectId=another',
        { projectId: PROJECT },
        400,
        'body.projectId: must equal the projectId of the query',
      ],
      ['', { projectId: 'nobody' }, 403, 'project "nobody" is not known'],
    ]
    for (const [query, body, status, message] of refusals) {
      const refused = await price(query, body)
      expect(refused.status, `${query} ${JSON.stringify(body)}`).toBe(status)
      expect((await refused.json()).error.message).toContain(message)
    }
    const notJson = await fetch(`${server.url}/v1/fungible/price`, { method: 'POST', body: '{nope' })
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).error.message).toBe(
      'body: must be a JSON object {currency, addresses, projectId}',
    )
    // The preflight carries no body, so no project: any origin may send; the POST is held to the project's origins.
    const preflight = await fetch(`${server.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.test')
    const foreign = await fetch(`${server.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { origin: 'https://app.test' },
      body: JSON.stringify({ currency: 'usd', projectId: PROJECT, addresses: [`${CHAIN_A}:native`] }),
    })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.code).toBe('ORIGIN_NOT_ALLOWED')
    const history = await fetch(`${server.url}/v1/account/${holder}/history?projectId=${PROJECT}`)
    expect(history.status).toBe(400)
    expect((await history.json()).error.message).toContain('st (sdk type) is required')
  })

  it('forwards JSON-RPC requests and batches to the chain named by chainId, without st and sv', async () => {
    const rpc = (chainId: string, body: unknown) =>
      fetch(`${server.url}/v1/?chainId=${chainId}&projectId=${PROJECT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const single = await rpc(CHAIN_B, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6a' })
    const batch = await rpc(CHAIN_A, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'net_version' },
    ])
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: '31337' },
    ])
    const unknownChain = await rpc('eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(unknownChain.status).toBe(400)
    const tooMany = await rpc(
      CHAIN_A,
      Array.from({ length: 1001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).error.message).toBe('body: a batch holds at most 1000 requests')
    const noProject = await fetch(`${server.url}/v1/?chainId=${CHAIN_A}`, { method: 'POST', body: '{}' })
    expect(noProject.status).toBe(400)
  })

  it('answers identity from the names table, null until a name is registered', async () => {
    expect(identityResponseSchema.parse(await (await get(`/v1/identity/${holder}`)).json())).toEqual({
      name: null,
      avatar: null,
    })
    await database.query('insert into names (address, name) values ($1, $2)', [
      holder.toLowerCase(),
      'holder.wcn.id',
    ])
    expect(await (await get(`/v1/identity/${holder}`)).json()).toEqual({
      name: 'holder.wcn.id',
      avatar: null,
    })
  })
})
