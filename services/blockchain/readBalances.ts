import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { ChainConfig, TokenConfig } from './chainConfig.js'

export type RawBalance = {
  caip2: string
  name: string
  symbol: string
  decimals: number
  /** Absent for the native currency. */
  tokenAddress?: string
  numeric: string
}

/**
 * Reads, from each chain's RPC, the native balance and every configured ERC-20's balance of `address`;
 * drops zeros. Zero-decimal tokens are answered: the client filters them (plugins/tokens/visibleBalances.ts).
 */
export async function readBalances(
  address: Address,
  chains: ChainConfig[],
  tokens: TokenConfig[],
): Promise<RawBalance[]> {
  const perChain = await Promise.all(
    chains.map(async (chain) => {
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
      const chainTokens = tokens.filter((token) => token.caip2 === chain.caip2)
      const [native, ...tokenBalances] = await Promise.all([
        client.getBalance({ address }),
        ...chainTokens.map((token) =>
          client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ),
      ])
      const balances: RawBalance[] = []
      if (native !== undefined && native > 0n) {
        balances.push({
          caip2: chain.caip2,
          ...chain.nativeCurrency,
          numeric: formatUnits(native, chain.nativeCurrency.decimals),
        })
      }
      chainTokens.forEach((token, index) => {
        const raw = tokenBalances[index] ?? 0n
        if (raw > 0n) {
          balances.push({
            caip2: chain.caip2,
            name: token.name,
            symbol: token.symbol,
            decimals: token.decimals,
            tokenAddress: token.address,
            numeric: formatUnits(raw, token.decimals),
          })
        }
      })
      return balances
    }),
  )
  return perChain.flat()
}
