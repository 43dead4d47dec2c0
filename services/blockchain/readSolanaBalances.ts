import { formatUnits } from 'viem'
import type { SolanaChainConfig } from './chainConfig.js'
import type { RawBalance } from './readBalances.js'
import { solanaRpcBatch } from './solanaRpcCall.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

type TokenAccounts = {
  value: {
    pubkey: string
    account: { data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string } } } } }
  }[]
}

/**
 * Reads, from each Solana chain's RPC, the SOL balance and every configured SPL token's balance of
 * `owner`; drops zeros. Zero-decimal tokens are answered: the client filters them (plugins/tokens/visibleBalances.ts).
 */
export async function readSolanaBalances(
  owner: string,
  chains: readonly SolanaChainConfig[],
): Promise<RawBalance[]> {
  const perChain = await Promise.all(
    chains.map(async (chain) => {
      const [lamports, tokenAccounts] = (await solanaRpcBatch(chain.rpcUrl, [
        { method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
        {
          method: 'getTokenAccountsByOwner',
          params: [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        },
      ])) as [{ value: number }, TokenAccounts]
      const balances: RawBalance[] = []
      if (lamports.value > 0) {
        balances.push({
          caip2: chain.caip2,
          ...chain.nativeCurrency,
          numeric: formatUnits(BigInt(lamports.value), chain.nativeCurrency.decimals),
        })
      }
      for (const token of chain.tokens) {
        // An owner may hold one mint in several token accounts: add them up.
        const raw = tokenAccounts.value
          .map((entry) => entry.account.data.parsed?.info)
          .filter((info) => info?.mint === token.mint)
          .reduce((sum, info) => sum + BigInt(info?.tokenAmount?.amount ?? '0'), 0n)
        if (raw > 0n) {
          balances.push({
            caip2: chain.caip2,
            name: token.name,
            symbol: token.symbol,
            decimals: token.decimals,
            tokenAddress: token.mint,
            numeric: formatUnits(raw, token.decimals),
          })
        }
      }
      return balances
    }),
  )
  return perChain.flat()
}
