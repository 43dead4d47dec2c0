import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signal } from 'walletdock/plugin'
import { createApiClient } from '../../kernel/http/createApiClient.js'
import { createCache } from '../../kernel/http/createCache.js'
import { createSwapper } from '../../plugins/swaps/createSwapper.js'
import { addProject } from '../../services/admin/addProject.js'
import { type ApiServer, startApiServer } from '../../services/api/startApiServer.js'
import type { SwapNetworkConfig, TokenConfig } from '../../services/blockchain/chainConfig.js'
import { uniswapRouterAbi } from '../../services/blockchain/uniswapAbi.js'
import { deployDevTokens } from '../../services/chain/deployDevTokens.js'
import { deployUniswap, LIQUIDITY_PROVIDER, seedUniswapPools } from '../../services/chain/deployUniswap.js'
import { freePort } from '../../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../services/chain/startAnvil.js'
import type { Database } from '../../services/db/database.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'

// The swapper the Swap view runs on, against the real convert API on Uniswap v2 on anvil, with a wallet that
// signs with an anvil key as an extension would (EIP-1193: it estimates what it sends, so the node's refusals
// reach the swapper with the node's reason).
const PROJECT = 'swapper-project'
const CHAIN = 'eip155:31337'
const signer = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

let anvil: AnvilInstance
let database: Database
let server: ApiServer
let tokens: TokenConfig[]
let exchange: SwapNetworkConfig

const wallet = () =>
  createWalletClient({ account: signer, transport: http(anvil.rpcUrl) }).extend(publicActions)
/** Runs before the wallet sends a transaction (a test moves the pool there). */
let beforeSend: (tx: { to: Address; data: Hex; value: Hex }) => Promise<void> = async () => undefined
const provider = {
  async request({ method, params = [] }: { method: string; params?: unknown[] }) {
    if (method !== 'eth_sendTransaction') return wallet().request({ method, params } as never)
    const [tx] = params as [{ to: Address; data: Hex; value: Hex }]
    await beforeSend(tx)
    return wallet().sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), chain: null })
  },
}

function swapperFor(cache = createCache()) {
  const connection = { connectorId: 'test', accounts: [{ address: signer.address, type: 'eoa' }] }
  return createSwapper({
    state: {
      account: () => signal({ caipAddress: `${CHAIN}:${signer.address}` }),
      connection: () => signal({ connections: [connection] }),
      connectors: signal([{ id: 'test', getProvider: () => provider }]),
    } as never,
    api: createApiClient({ baseUrl: server.url, projectId: PROJECT, sdkType: 'appkit', sdkVersion: 'test' }),
    cache,
    projectId: PROJECT,
    wait: () => new Promise((resolve) => setTimeout(resolve, 20)),
  })
}

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  const chain = {
    caip2: CHAIN,
    chainId: 31337,
    name: 'Dev 31337',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const [deployed, exchanges] = await Promise.all([
    deployDevTokens({ rpcUrl: anvil.rpcUrl, caip2: CHAIN, holders: [LIQUIDITY_PROVIDER] }),
    deployUniswap([chain]),
  ])
  tokens = deployed
  ;[exchange] = (await seedUniswapPools(exchanges, tokens)) as [SwapNetworkConfig]
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT })
  server = await startApiServer({
    database,
    blockchain: { chains: [chain], tokens, prices: { ETH: 3000, DUSD: 1, DTK: 2.5 }, swaps: [exchange] },
    host: '127.0.0.1',
    port: 0,
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

const balanceOf = (symbol: string) =>
  wallet().readContract({
    address: tokens.find((token) => token.symbol === symbol)?.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [signer.address],
  })

it('swaps ETH to DUSD, then approves and swaps DUSD to DTK, each as quoted; balances read again', async () => {
  const swapper = swapperFor()
  const account = swapper.account()
  if (!account) throw new Error('no account')
  const list = await swapper.tokens(account)
  const [eth, dusd, dtk] = list
  if (!eth || !dusd || !dtk) throw new Error('three tokens expected')
  expect(list.map((token) => `${token.symbol} ${token.balance}`)).toEqual(['ETH 10000', 'DUSD 0', 'DTK 0'])

  const first = await swapper.quote(account, eth, dusd, parseEther('1'))
  expect(first.minimum).toBe((first.toAmount * 99n) / 100n)
  expect(first.networkFee).toBeGreaterThan(0n)
  await swapper.swap(account, eth, dusd, parseEther('1'))
  expect(await balanceOf('DUSD')).toBe(first.toAmount)
  const fresh = await swapper.tokens(account)
  expect(fresh[1]?.balance).toBe(formatUnits(first.toAmount, 6))

  const amount = 100_000_000n
  expect(await swapper.allowance(account, dusd)).toBe(0n)
  // Without the approval the wallet's estimate fails: the router cannot take the DUSD.
  await expect(swapper.swap(account, dusd, dtk, amount)).rejects.toThrow('Execution reverted')
  await swapper.approve(account, dusd, dtk, amount)
  expect(await swapper.allowance(account, dusd)).toBe(amount)
  const second = await swapper.quote(account, dusd, dtk, amount)
  await swapper.swap(account, dusd, dtk, amount)
  expect(await balanceOf('DTK')).toBe(second.toAmount)
})

it('maps the node’s refusals: too little ETH is insufficient funds, a moved price is slippage exceeded', async () => {
  const swapper = swapperFor()
  const account = swapper.account()
  if (!account) throw new Error('no account')
  const [eth, , dtk] = await swapper.tokens(account)
  if (!eth || !dtk) throw new Error('tokens expected')
  await expect(swapper.swap(account, eth, dtk, parseEther('20000'))).rejects.toMatchObject({
    name: 'InsufficientFundsError',
  })
  // Someone buys on the same path after the swap was built: the wallet's estimate misses the router's minimum.
  beforeSend = async (tx) => {
    beforeSend = async () => undefined
    const { args } = decodeFunctionData({ abi: uniswapRouterAbi, data: tx.data })
    const client = wallet()
    const other = await client.writeContract({
      address: exchange.router,
      abi: uniswapRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, args[1] as readonly Address[], signer.address, 2n ** 40n],
      value: parseEther('0.2'),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash: other, pollingInterval: 20 })
  }
  await expect(swapper.swap(account, eth, dtk, parseEther('0.1'))).rejects.toMatchObject({
    name: 'SwapSlippageExceededError',
  })
})

it('reads the balances fresh, past an older answer kept (or being loaded) under the tokens plugin’s key, and keeps the new one there', async () => {
  const cache = createCache()
  const key = `portfolioBalance:${CHAIN}:${signer.address.toLowerCase()}`
  const stale = { balances: [] }
  cache.set(key, stale, 60_000)
  const inFlight = cache.getOrLoad(key, 60_000, () => new Promise(() => undefined))
  const swapper = swapperFor(cache)
  const account = swapper.account()
  if (!account) throw new Error('no account')
  const list = await swapper.tokens(account)
  // The chain's ETH, not the kept answer's nothing.
  expect(list[0]?.balance).not.toBe('0')
  expect(cache.get<{ balances: unknown[] }>(key)?.balances.length).toBeGreaterThan(0)
  void inFlight
})
