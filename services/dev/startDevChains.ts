import { loadProject } from '../api/loadProject.js'
import { isRpcMethodAllowed } from '../api/rpcMethodAllowlist.js'
import { type ChainConfig, SOL_CURRENCY, type SolanaChainConfig } from '../blockchain/chainConfig.js'
import type { SmartAccountsWorkspace } from '../chain/smartAccounts/smartAccountsWorkspace.js'
import type { SmartAccountsInstance } from '../chain/smartAccounts/startSmartAccounts.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../chain/solana/startLocalSolanaChain.js'
import type { AnvilInstance } from '../chain/startAnvil.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/openDatabase.js'
import { DEV_CHAIN_IDS, DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import { originOnList, startGuardedAnvil, startGuardedSmartAccounts } from './guardedChains.js'

/** What the stack stops on close, last started first. */
export type DevCleanups = (() => Promise<void>)[]

export type DevChains = {
  database: Database
  solana: LocalSolanaChainInstance
  chains: ChainConfig[]
  solanaChain: SolanaChainConfig
}

/**
 * Opens the database and starts both anvil chains and the Solana chain together; each part that started is in
 * `cleanups` before any failure is thrown, so a part that did start is stopped when another fails.
 */
export async function startDevChains(
  parameters: {
    chainHost: string
    portBase: number
    databaseUrl: string | undefined
    dataDir: string | undefined
  },
  cleanups: DevCleanups,
): Promise<DevChains> {
  const { chainHost, portBase } = parameters
  const opening = openDatabase({ databaseUrl: parameters.databaseUrl, dataDir: parameters.dataDir })
  // A browser page reaches a chain's port only from the dev project's allowed origins, as at the RPC host.
  const allowOrigin = originOnList(async () => {
    const project = await loadProject(await opening, DEV_PROJECT_ID)
    return project?.origins ?? []
  })
  const starting = [
    startGuardedAnvil({ port: portBase + PORT_OFFSETS.chainA, chainId: DEV_CHAIN_IDS.chainA, allowOrigin }),
    startGuardedAnvil({ port: portBase + PORT_OFFSETS.chainB, chainId: DEV_CHAIN_IDS.chainB, allowOrigin }),
  ]
  const startingSolana = startLocalSolanaChain({
    host: chainHost,
    browsers: { allowOrigin, allowMethod: (method) => isRpcMethodAllowed('solana', method) },
    httpPort: portBase + PORT_OFFSETS.solanaRpc,
    wsPort: portBase + PORT_OFFSETS.solanaWs,
  })
  const [databaseResult, solanaResult, ...anvilResults] = await Promise.allSettled([
    opening,
    startingSolana,
    ...starting,
  ])
  const anvils: AnvilInstance[] = []
  if (databaseResult?.status === 'fulfilled') cleanups.push(() => databaseResult.value.close())
  if (solanaResult?.status === 'fulfilled') cleanups.push(() => solanaResult.value.close())
  for (const result of anvilResults) {
    if (result.status === 'fulfilled') {
      anvils.push(result.value)
      cleanups.push(() => result.value.stop())
    }
  }
  const failure = [databaseResult, solanaResult, ...anvilResults].find(
    (result) => result?.status === 'rejected',
  )
  if (failure?.status === 'rejected') throw failure.reason
  const solana = await startingSolana
  return {
    database: await opening,
    solana,
    chains: anvils.map((anvil) => ({
      caip2: `eip155:${anvil.chainId}`,
      chainId: anvil.chainId,
      name: `Dev chain ${anvil.chainId}`,
      rpcUrl: anvil.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    solanaChain: {
      caip2: solana.caip2,
      name: 'Solana local chain',
      rpcUrl: solana.rpcUrl,
      nativeCurrency: { ...SOL_CURRENCY },
      tokens: solana.tokens.map(({ address, ...token }) => ({ mint: address, ...token })),
    },
  }
}

/**
 * Starts EntryPoint 0.7, the account factory and the bundler on chain A when the workspace is installed; it takes
 * seconds, so the caller awaits it once the rest is up. A failure only leaves the stack without smart accounts.
 */
export function startDevSmartAccounts(
  workspace: SmartAccountsWorkspace | undefined,
  chains: readonly ChainConfig[],
  portBase: number,
  cleanups: DevCleanups,
  /** The secure site's origin: its frame is the one browser page that sends user operations. */
  secureSiteOrigin: string,
): Promise<SmartAccountsInstance | undefined> {
  const chainA = chains.find((chain) => chain.chainId === DEV_CHAIN_IDS.chainA)
  if (!workspace || !chainA) return Promise.resolve(undefined)
  return startGuardedSmartAccounts({
    workspace,
    chain: chainA,
    port: portBase + PORT_OFFSETS.bundler,
    allowOrigin: (origin) => origin === secureSiteOrigin,
  }).then(
    (instance) => {
      cleanups.push(() => instance.stop())
      return instance
    },
    (error: unknown) => {
      console.warn(`appkit dev runs without smart accounts: ${(error as Error).message}`)
      return undefined
    },
  )
}
