import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  type Hex,
  http,
  isAddressEqual,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig, SwapNetworkConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { uniswapFactoryAbi, uniswapRouterAbi } from '../blockchain/uniswapAbi.js'

/**
 * Anvil's default account #6 ("test test ... junk", index 6): it deploys the exchange and provides the pools'
 * liquidity, so the dev accounts the tests and the dev wallet use keep their balances and nonces, and no other
 * deployer races its nonces (#7 deploys the smart-account contracts, #8 and #9 are the bundler's). Local chains only.
 */
export const LIQUIDITY_PROVIDER: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const LIQUIDITY_PROVIDER_KEY: Hex = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'

/** The pools `appkit dev` seeds, at the dev price table (ETH 3000, DUSD 1, DTK 2.5 USD), within the provider's 1000 DTK. */
const POOLS = [
  { a: 'ETH', b: 'DUSD', amountA: '100', amountB: '300000' },
  { a: 'DUSD', b: 'DTK', amountA: '1000', amountB: '400' },
  { a: 'ETH', b: 'DTK', amountA: '0.4', amountB: '480' },
] as const

type Artifact = { abi: Abi; bytecode: Hex }
const require = createRequire(import.meta.url)
/** A compiled contract of the published Uniswap v2 builds, bytecode as shipped (Router02 hard-codes the Pair's init-code hash). */
function artifact(path: string): Artifact {
  const { abi, bytecode } = require(path) as { abi: Abi; bytecode: string }
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}

const provider = privateKeyToAccount(LIQUIDITY_PROVIDER_KEY)
function clientOf(rpcUrl: string) {
  return createWalletClient({ account: provider, transport: http(rpcUrl, { retryCount: 0 }) }).extend(
    publicActions,
  )
}
type Client = ReturnType<typeof clientOf>
type Call = { to?: Address; data: Hex; value?: bigint; gas: bigint; what: string }

/**
 * Signs the calls here with consecutive nonces and sends them one after the other, then checks every receipt:
 * one RPC request per transaction (anvil mines each as it arrives), so the stack's start barely waits.
 */
async function sendAll(client: Client, calls: Call[]) {
  const [chainId, nonce, gasPrice] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: provider.address, blockTag: 'pending' }),
    client.getGasPrice(),
  ])
  const hashes: Hex[] = []
  for (const [index, call] of calls.entries()) {
    const signed = await provider.signTransaction({
      chainId,
      nonce: nonce + index,
      gasPrice: gasPrice * 2n,
      gas: call.gas,
      to: call.to ?? null,
      data: call.data,
      value: call.value ?? 0n,
      type: 'legacy',
    })
    hashes.push(await client.sendRawTransaction({ serializedTransaction: signed }))
  }
  return Promise.all(
    hashes.map(async (hash, index) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 25 })
      if (receipt.status !== 'success') throw new Error(`${calls[index]?.what} failed on chain ${chainId}`)
      return receipt
    }),
  )
}

const deployCall = ({ abi, bytecode }: Artifact, args: readonly unknown[], what: string): Call => ({
  data: encodeDeployData({ abi, bytecode, args }),
  gas: 6_000_000n,
  what: `deploying ${what}`,
})

export type UniswapContracts = {
  caip2: string
  rpcUrl: string
  weth: Address
  factory: Address
  router: Address
}

/** Deploys WETH9, UniswapV2Factory and UniswapV2Router02 on one chain (no pools yet). */
async function deployUniswapContracts(chain: ChainConfig): Promise<UniswapContracts> {
  const client = clientOf(chain.rpcUrl)
  const nonce = await client.getTransactionCount({ address: provider.address, blockTag: 'pending' })
  const [weth, factory] = [0, 1].map((index) =>
    getContractAddress({ from: provider.address, nonce: BigInt(nonce + index) }),
  ) as [Address, Address]
  const receipts = await sendAll(client, [
    deployCall(artifact('@uniswap/v2-periphery/build/WETH9.json'), [], 'WETH9'),
    deployCall(
      artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
      [LIQUIDITY_PROVIDER],
      'UniswapV2Factory',
    ),
    deployCall(
      artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
      [factory, weth],
      'UniswapV2Router02',
    ),
  ])
  const [deployedWeth, deployedFactory, router] = receipts.map((receipt) => receipt.contractAddress)
  if (
    !deployedWeth ||
    !isAddressEqual(deployedWeth, weth) ||
    !deployedFactory ||
    !isAddressEqual(deployedFactory, factory) ||
    !router
  )
    throw new Error(
      `the exchange on ${chain.caip2} was not deployed where expected (another sender used its account?)`,
    )
  return { caip2: chain.caip2, rpcUrl: chain.rpcUrl, weth, factory, router }
}

/** The exchange on every chain; runs beside the dev tokens' deploy (another account, so no nonce clash). */
export const deployUniswap = (chains: readonly ChainConfig[]) =>
  Promise.all(chains.map(deployUniswapContracts))

/**
 * Seeds ETH/DUSD, DUSD/DTK and ETH/DTK on each chain's exchange with the liquidity provider's tokens (a holder of
 * the dev tokens) and returns each network's swap config: the router, WETH and the pools.
 */
export function seedUniswapPools(
  exchanges: readonly UniswapContracts[],
  tokens: readonly TokenConfig[],
): Promise<SwapNetworkConfig[]> {
  return Promise.all(
    exchanges.map(async (exchange) => {
      const client = clientOf(exchange.rpcUrl)
      const own = tokens.filter((token) => token.caip2 === exchange.caip2)
      const token = (symbol: string) => {
        const found = own.find((entry) => entry.symbol === symbol)
        if (!found) throw new Error(`no ${symbol} on ${exchange.caip2} to seed a pool with`)
        return found
      }
      const approve = (symbol: string): Call => ({
        to: token(symbol).address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [exchange.router, maxUint256],
        }),
        gas: 100_000n,
        what: `approving ${symbol}`,
      })
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
      const addLiquidity = (pool: (typeof POOLS)[number]): Call => {
        const what = `adding ${pool.a}/${pool.b} liquidity`
        if (pool.a === 'ETH') {
          const other = token(pool.b)
          const amount = parseUnits(pool.amountB, other.decimals)
          return {
            to: exchange.router,
            data: encodeFunctionData({
              abi: uniswapRouterAbi,
              functionName: 'addLiquidityETH',
              args: [other.address, amount, amount, 0n, LIQUIDITY_PROVIDER, deadline],
            }),
            value: parseEther(pool.amountA),
            gas: 5_000_000n,
            what,
          }
        }
        const [a, b] = [token(pool.a), token(pool.b)]
        const [amountA, amountB] = [
          parseUnits(pool.amountA, a.decimals),
          parseUnits(pool.amountB, b.decimals),
        ]
        return {
          to: exchange.router,
          data: encodeFunctionData({
            abi: uniswapRouterAbi,
            functionName: 'addLiquidity',
            args: [a.address, b.address, amountA, amountB, amountA, amountB, LIQUIDITY_PROVIDER, deadline],
          }),
          gas: 5_000_000n,
          what,
        }
      }
      await sendAll(client, [approve('DUSD'), approve('DTK'), ...POOLS.map(addLiquidity)])
      const pools = await Promise.all(
        POOLS.map(async (pool) => {
          const [a, b] = [pool.a, pool.b].map((symbol) =>
            symbol === 'ETH' ? exchange.weth : token(symbol).address,
          )
          const address = await client.readContract({
            address: exchange.factory,
            abi: uniswapFactoryAbi,
            functionName: 'getPair',
            args: [a as Address, b as Address],
          })
          return { address, symbols: [pool.a, pool.b] as [string, string] }
        }),
      )
      return {
        caip2: exchange.caip2,
        router: exchange.router,
        factory: exchange.factory,
        weth: exchange.weth,
        pools,
      }
    }),
  )
}
