import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BUILD_TRANSACTION_MAX_BYTES,
  convertAllowanceResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
  NATIVE_TOKEN_ADDRESS,
} from '../../plugins/swaps/protocol/convert.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import type { BlockchainConfig, SwapNetworkConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { uniswapRouterAbi } from '../blockchain/uniswapAbi.js'
import { deployDevTokens } from '../chain/deployDevTokens.js'
import { deployUniswap, LIQUIDITY_PROVIDER, seedUniswapPools } from '../chain/deployUniswap.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import type { Database } from '../db/database.js'
import { type ApiServer, startApiServer } from './startApiServer.js'

const PROJECT = 'swap-project'
const CHAIN = 'eip155:31337'
// Anvil's account #1 (public dev key): the swapper.
const swapper = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const user = `${CHAIN}:${swapper.address}`
const eth = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`

let anvil: AnvilInstance
let database: Database
let server: ApiServer
let swaps: SwapNetworkConfig
let tokens: TokenConfig[]

const sdk = `projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const get = (path: string, params: Record<string, string> = {}) =>
  fetch(`${server.url}${path}?${new URLSearchParams(params)}&${sdk}`)
const post = (body: unknown) =>
  fetch(`${server.url}/v1/convert/build-transaction?${sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const wallet = () =>
  createWalletClient({ account: swapper, transport: http(anvil.rpcUrl) }).extend(publicActions)
const caip = (symbol: string) => `${CHAIN}:${tokens.find((token) => token.symbol === symbol)?.address}`
const tokenAddress = (symbol: string) => tokens.find((token) => token.symbol === symbol)?.address as Address

async function quote(from: string, to: string, amount: bigint) {
  const response = await get('/v1/convert/quotes', { amount: String(amount), userAddress: user, from, to })
  expect(response.status).toBe(200)
  const [first] = convertQuotesResponseSchema.parse(await response.json()).quotes
  if (!first) throw new Error('no quote')
  return first
}

async function sendBuilt(response: Response) {
  expect(response.status).toBe(200)
  const { tx } = convertTransactionResponseSchema.parse(await response.json())
  const client = wallet()
  const hash = await client.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    chain: null,
  })
  return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const balanceOf = (symbol: string) =>
  wallet().readContract({
    address: tokenAddress(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [swapper.address],
  })

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
    deployDevTokens({ rpcUrl: anvil.rpcUrl, caip2: CHAIN, holders: [swapper.address, LIQUIDITY_PROVIDER] }),
    deployUniswap([chain]),
  ])
  tokens = deployed
  ;[swaps] = (await seedUniswapPools(exchanges, tokens)) as [SwapNetworkConfig]
  const config: BlockchainConfig = { chains: [chain], tokens, prices: { ETH: 3000 }, swaps: [swaps] }
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT })
  server = await startApiServer({ database, blockchain: config, host: '127.0.0.1', port: 0 })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

describe('convert API on Uniswap v2 on anvil', () => {
  it('lists the network’s tokens; another network is not supported for swaps nor gas price', async () => {
    const body = convertTokensResponseSchema.parse(
      await (await get('/v1/convert/tokens', { chainId: CHAIN })).json(),
    )
    expect(body.tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', eth, 18],
      ['DUSD', caip('DUSD'), 6],
      ['DTK', caip('DTK'), 18],
    ])
    const other = await get('/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(other.status).toBe(400)
    expect((await other.json()).error.message).toContain('Network not supported for Swaps')
    const gas = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(gas.status).toBe(400)
    expect((await gas.json()).error.message).toContain('Network not supported for Gas Price')
    const prices = convertGasPriceResponseSchema.parse(
      await (await get('/v1/convert/gas-price', { chainId: CHAIN })).json(),
    )
    expect(BigInt(prices.fast)).toBeGreaterThanOrEqual(BigInt(prices.standard))
  })

  it('quotes what the router’s getAmountsOut returns, for one pool and for a path', async () => {
    const client = wallet()
    for (const [from, to, amount] of [
      [eth, caip('DUSD'), parseEther('1')],
      [caip('DUSD'), caip('DTK'), parseUnits('25', 6)],
      [caip('DTK'), eth, parseUnits('3', 18)],
    ] as const) {
      const answer = await quote(from, to, amount)
      const path = answer.path.map((entry) => (entry === eth ? swaps.weth : (entry.split(':')[2] as Address)))
      const amounts = await client.readContract({
        address: swaps.router,
        abi: uniswapRouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      expect(answer.toAmount).toBe(String(amounts.at(-1)))
      expect(Number(answer.priceImpact)).toBeGreaterThan(0)
      expect(BigInt(answer.networkFee)).toBe(BigInt(answer.gas) * (await client.getGasPrice()))
    }
  })

  it('quotes for a plain userAddress as AppKit 1.8 sends it (on the tokens’ chain), the same as for CAIP-10', async () => {
    const amount = String(parseEther('1'))
    const plain = await get('/v1/convert/quotes', {
      amount,
      userAddress: swapper.address,
      from: eth,
      to: caip('DUSD'),
    })
    expect(plain.status).toBe(200)
    const [answer] = convertQuotesResponseSchema.parse(await plain.json()).quotes
    expect(answer?.toAmount).toBe((await quote(eth, caip('DUSD'), parseEther('1'))).toAmount)
  })

  it('a quote asked with gasPrice (spec 7: the swaps plugin sends the one /v1/convert/gas-price gave) computes the network fee with it', async () => {
    const params = { amount: String(parseEther('1')), userAddress: user, from: eth, to: caip('DUSD') }
    const response = await get('/v1/convert/quotes', { ...params, gasPrice: '123456789' })
    expect(response.status).toBe(200)
    const [given] = convertQuotesResponseSchema.parse(await response.json()).quotes
    const fromChain = await quote(eth, caip('DUSD'), parseEther('1'))
    expect(BigInt(given?.networkFee ?? 0)).toBe(BigInt(given?.gas ?? 1) * 123456789n)
    expect(given?.toAmount).toBe(fromChain.toAmount)
    expect(given?.networkFee).not.toBe(fromChain.networkFee)
  })

  it('swaps ETH to DUSD with the built transaction: the balance grows by the quote', async () => {
    const amount = parseEther('0.5')
    const answer = await quote(eth, caip('DUSD'), amount)
    const before = await balanceOf('DUSD')
    const receipt = await sendBuilt(
      await post({
        projectId: PROJECT,
        amount: String(amount),
        from: eth,
        to: caip('DUSD'),
        userAddress: user,
      }),
    )
    expect(receipt.status).toBe('success')
    expect((await balanceOf('DUSD')) - before).toBe(BigInt(answer.toAmount))
  })

  it('needs the approval for a token: allowance, build-approve, then the swap', async () => {
    const amount = parseUnits('40', 6)
    const allowance = async () =>
      convertAllowanceResponseSchema.parse(
        await (await get('/v1/convert/allowance', { tokenAddress: caip('DUSD'), userAddress: user })).json(),
      ).allowance
    expect(await allowance()).toBe('0')
    const body = {
      projectId: PROJECT,
      amount: String(amount),
      from: caip('DUSD'),
      to: caip('DTK'),
      userAddress: user,
    }
    // Estimated, the swap fails without the approval and says so.
    const refused = await post(body)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.code).toBe('SWAP_WOULD_FAIL')
    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: caip('DUSD'),
      to: caip('DTK'),
      amount: String(amount),
    })
    expect((await sendBuilt(approve)).status).toBe('success')
    expect(await allowance()).toBe(String(amount))
    const answer = await quote(caip('DUSD'), caip('DTK'), amount)
    const before = await balanceOf('DTK')
    // The next block a second later: the pairs then write their cumulative prices, the swap's costliest path,
    // which the unestimated gas must cover (on a loaded machine blocks land in different seconds anyway).
    await wallet().request({ method: 'evm_increaseTime', params: [1] } as never)
    const receipt = await sendBuilt(await post({ ...body, disableEstimate: true }))
    // Out of gas shows as gas used equal to the limit.
    expect(receipt.status, `gas used ${receipt.gasUsed}`).toBe('success')
    expect((await balanceOf('DTK')) - before).toBe(BigInt(answer.toAmount))
  })

  it('holds the slippage tolerance: 1 by default, the minimum refused on chain once the price moved', async () => {
    const amount = parseEther('0.2')
    const answer = await quote(eth, caip('DTK'), amount)
    const built = convertTransactionResponseSchema.parse(
      await (
        await post({
          projectId: PROJECT,
          amount: String(amount),
          from: eth,
          to: caip('DTK'),
          userAddress: user,
        })
      ).json(),
    )
    const { args } = decodeFunctionData({ abi: uniswapRouterAbi, data: built.tx.data as Hex })
    expect(args[0]).toBe((BigInt(answer.toAmount) * 99n) / 100n)
    // Someone else buys first on the same path: the price moves past 1%.
    const client = wallet()
    const path = args[1] as readonly Address[]
    const other = await client.writeContract({
      address: swaps.router,
      abi: uniswapRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, path, swapper.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
      value: parseEther('0.1'),
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash: other, pollingInterval: 50 })).status).toBe(
      'success',
    )
    // The node refuses it: the router's minimum is not met (viem's estimate runs the call first).
    const sent = client.sendTransaction({
      to: built.tx.to as Address,
      data: built.tx.data as Hex,
      value: BigInt(built.tx.value),
      chain: null,
    })
    const outcome = await sent.then(
      async (hash) => (await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status,
      (error: Error) => error.message,
    )
    expect(outcome).toMatch(/INSUFFICIENT_OUTPUT_AMOUNT/)
  })

  it('refuses malformed input on every endpoint with 400 and what to fix', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['/v1/convert/tokens', {}, /query.chainId/],
      ['/v1/convert/tokens', { chainId: 'solana:abc' }, /eip155 CAIP-2/],
      [
        '/v1/convert/quotes',
        { amount: '1.5', userAddress: user, from: eth, to: caip('DUSD') },
        /query.amount/,
      ],
      [
        '/v1/convert/quotes',
        { amount: '1'.repeat(79), userAddress: user, from: eth, to: caip('DUSD') },
        /78 digits/,
      ],
      [
        '/v1/convert/quotes',
        { amount: '1', userAddress: 'me', from: eth, to: caip('DUSD') },
        /query.userAddress/,
      ],
      ['/v1/convert/quotes', { amount: '1', userAddress: user, from: eth, to: eth }, /another token/],
      [
        '/v1/convert/quotes',
        { amount: '1', userAddress: user, from: eth, to: caip('DUSD'), gasPrice: '1.5' },
        /query.gasPrice/,
      ],
      [
        '/v1/convert/quotes',
        { amount: '1', userAddress: user, from: eth, to: caip('DUSD'), gasPrice: '9'.repeat(79) },
        /query.gasPrice.*78 digits/,
      ],
      ['/v1/convert/quotes', { amount: '0', userAddress: user, from: eth, to: caip('DTK') }, /above 0/],
      ...[
        swapper.address.slice(0, 41),
        `${swapper.address}00`,
        swapper.address.slice(2),
        `:${swapper.address}`,
        `eip155::${swapper.address}`,
        `solana:${CHAIN}:${swapper.address}`,
      ].map((userAddress): [string, Record<string, string>, RegExp] => [
        '/v1/convert/quotes',
        { amount: '1', userAddress, from: eth, to: caip('DUSD') },
        /query.userAddress: must be an address 0x… \(40 hex characters\), plain or as eip155 CAIP-10/,
      ]),
      [
        '/v1/convert/allowance',
        { tokenAddress: caip('DUSD'), userAddress: swapper.address },
        /query.userAddress: must be an eip155 CAIP-10 address/,
      ],
      [
        '/v1/convert/quotes',
        { amount: '1', userAddress: user, from: eth, to: `${CHAIN}:0x${'1'.repeat(40)}` },
        /not a token swapped/,
      ],
      [
        '/v1/convert/quotes',
        { amount: '1', userAddress: `eip155:31338:${swapper.address}`, from: eth, to: caip('DTK') },
        /one chain/,
      ],
      ['/v1/convert/allowance', { tokenAddress: 'x'.repeat(5000), userAddress: user }, /query.tokenAddress/],
      ['/v1/convert/gas-price', { chainId: '' }, /query.chainId/],
      ['/v1/convert/build-approve', { userAddress: user, from: eth, to: caip('DTK') }, /needs no approval/],
      ['/v1/convert/build-approve', { userAddress: user, from: caip('DUSD') }, /query.to/],
    ]
    for (const [path, params, message] of cases) {
      const response = await get(path, params)
      expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(400)
      expect((await response.json()).error.message).toMatch(message)
    }
    const body = { projectId: PROJECT, amount: '1000', from: eth, to: caip('DUSD'), userAddress: user }
    const posts: [unknown, RegExp][] = [
      ['{not json', /must be a JSON object/],
      [{ ...body, projectId: 'another' }, /body.projectId: must equal the projectId of the query/],
      [{ ...body, projectId: undefined }, /body.projectId: projectId is required in the body/],
      [{ ...body, userAddress: swapper.address }, /body.userAddress: must be an eip155 CAIP-10/],
      [{ ...body, amount: -1 }, /body.amount/],
      [{ ...body, eip155: { slippage: 80 } }, /slippage/],
      [{ ...body, disableEstimate: 'yes' }, /body.disableEstimate/],
    ]
    for (const [input, message] of posts) {
      const response = await post(input)
      expect(response.status, JSON.stringify(input)).toBe(400)
      expect((await response.json()).error.message).toMatch(message)
    }
    // AppKit 1.8 posts with no query: the body's projectId names the project.
    const bare = (input: unknown) =>
      fetch(`${server.url}/v1/convert/build-transaction`, { method: 'POST', body: JSON.stringify(input) })
    const built = await bare({ ...body, amount: String(parseEther('0.01')), disableEstimate: true })
    expect(built.status).toBe(200)
    expect(convertTransactionResponseSchema.parse(await built.json()).tx.to).toBe(swaps.router)
    const nobody = await bare({ ...body, projectId: 'nobody' })
    expect(nobody.status).toBe(403)
    expect((await nobody.json()).error.code).toBe('UNKNOWN_PROJECT')
    const huge = await post({ ...body, padding: 'x'.repeat(BUILD_TRANSACTION_MAX_BYTES) })
    expect(huge.status).toBe(413)
    expect((await huge.json()).error.message).toContain(`${BUILD_TRANSACTION_MAX_BYTES} bytes`)
  })
})
