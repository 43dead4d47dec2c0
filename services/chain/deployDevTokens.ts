import { type Address, createWalletClient, http, parseUnits, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TokenConfig } from '../blockchain/chainConfig.js'
import { devTokenAbi, devTokenBytecode } from './contracts/devToken.artifact.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY } from './devAccounts.js'

export type DevTokenSpec = { name: string; symbol: string; decimals: number; amountPerHolder: string }

/** The two ERC-20s `appkit dev` deploys on each chain. */
const DEV_TOKENS: readonly DevTokenSpec[] = [
  { name: 'Dev USD', symbol: 'DUSD', decimals: 6, amountPerHolder: '1000000' },
  { name: 'Dev Token', symbol: 'DTK', decimals: 18, amountPerHolder: '1000' },
]

/** Deploys the dev tokens on one chain, minting `amountPerHolder` to each of `holders`; returns their configs. */
export async function deployDevTokens(options: {
  rpcUrl: string
  caip2: string
  tokens?: readonly DevTokenSpec[]
  holders?: readonly Address[]
}): Promise<TokenConfig[]> {
  const client = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(options.rpcUrl, { retryCount: 0 }),
  }).extend(publicActions)
  const chainId = await client.getChainId()
  const deployed: TokenConfig[] = []
  for (const token of options.tokens ?? DEV_TOKENS) {
    const hash = await client.deployContract({
      abi: devTokenAbi,
      bytecode: devTokenBytecode,
      chain: null,
      args: [
        token.name,
        token.symbol,
        token.decimals,
        [...(options.holders ?? DEV_ACCOUNTS)],
        parseUnits(token.amountPerHolder, token.decimals),
      ],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success') {
      throw new Error(`deploying ${token.symbol} on chain ${chainId} failed`)
    }
    deployed.push({
      caip2: options.caip2,
      address: receipt.contractAddress,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    })
  }
  return deployed
}
