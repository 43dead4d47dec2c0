import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig, SwapNetworkConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { uniswapFactoryAbi, uniswapRouterAbi } from '../blockchain/uniswapAbi.js'

/**
 * Anvil's default account #7 ("test test ... junk", index 7): it deploys the exchange and provides the pools'
 * liquidity, so the dev accounts the tests and the dev wallet use keep their balances and nonces. Local chains only.
 */
export const LIQUIDITY_PROVIDER: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const LIQUIDITY_PROVIDER_KEY: Hex = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

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

function clientOf(rpcUrl: string) {
  return createWalletClient({
    account: privateKeyToAccount(LIQUIDITY_PROVIDER_KEY),
    transport: http(rpcUrl, { retryCount: 0 }),
  }).extend(publicActions)
}
type Client = ReturnType<typeof clientOf>

async function deploy(client: Client, { abi, bytecode }: Artifact, args: readonly unknown[], what: string) {
  const hash = await client.deployContract({ abi, bytecode, args, chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`deploying ${what} failed`)
  return receipt.contractAddress
}

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
  const weth = await deploy(client, artifact('@uniswap/v2-periphery/build/WETH9.json'), [], 'WETH9')
  const factory = await deploy(
    client,
    artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    [LIQUIDITY_PROVIDER],
    'UniswapV2Factory',
  )
  const router = await deploy(
    client,
    artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    [factory, weth],
    'UniswapV2Router02',
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
      const hashes: Hex[] = []
      // Anvil mines each transaction as it arrives: the next one reads the right nonce without waiting.
      for (const symbol of ['DUSD', 'DTK'])
        hashes.push(
          await client.writeContract({
            address: token(symbol).address,
            abi: erc20Abi,
            functionName: 'approve',
            args: [exchange.router, maxUint256],
            chain: null,
          }),
        )
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
      for (const pool of POOLS) {
        if (pool.a === 'ETH') {
          const other = token(pool.b)
          const amount = parseUnits(pool.amountB, other.decimals)
          hashes.push(
            await client.writeContract({
              address: exchange.router,
              abi: uniswapRouterAbi,
              functionName: 'addLiquidityETH',
              args: [other.address, amount, amount, 0n, LIQUIDITY_PROVIDER, deadline],
              value: parseEther(pool.amountA),
              chain: null,
            }),
          )
        } else {
          const [a, b] = [token(pool.a), token(pool.b)]
          const [amountA, amountB] = [
            parseUnits(pool.amountA, a.decimals),
            parseUnits(pool.amountB, b.decimals),
          ]
          hashes.push(
            await client.writeContract({
              address: exchange.router,
              abi: uniswapRouterAbi,
              functionName: 'addLiquidity',
              args: [a.address, b.address, amountA, amountB, amountA, amountB, LIQUIDITY_PROVIDER, deadline],
              chain: null,
            }),
          )
        }
      }
      for (const hash of hashes) {
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success')
          throw new Error(`seeding the pools on ${exchange.caip2} failed (${hash})`)
      }
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
