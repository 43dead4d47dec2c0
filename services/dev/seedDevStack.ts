import { addOrigin } from '../admin/addOrigin.js'
import { addProject } from '../admin/addProject.js'
import type { NftCollectionConfig } from '../blockchain/chainConfig.js'
import { type ChainIndexer, createChainIndexer } from '../blockchain/chainIndexer.js'
import { createSolanaIndexer } from '../blockchain/solanaIndexer.js'
import { deployDevTokens } from '../chain/deployDevTokens.js'
import { deployDevEns } from '../chain/deployEns.js'
import { LIQUIDITY_PROVIDER } from '../chain/deployUniswap.js'
import { DEV_ACCOUNTS } from '../chain/devAccounts.js'
import { installLocalIdRegistry } from '../farcaster/localIdRegistry.js'
import { seedWallets } from '../registry/seedWallets.js'
import { DEV_ORIGINS, DEV_PROJECT_ID } from './devDefaults.js'
import type { DevChains, DevCleanups } from './startDevChains.js'

/**
 * Deploys the dev tokens, ENS (services/chain/deployEns.ts) and the farcaster IdRegistry (on `idRegistryRpcUrl`), seeds the wallet registry and the
 * dev project, and forgets what was indexed from earlier runs (the chains start empty each time).
 */
export async function seedDevStack(
  { database, chains }: DevChains,
  parameters: { idRegistryRpcUrl: string; origins?: string[]; unverifiedOrigins?: string[] },
) {
  const [tokens] = await Promise.all([
    Promise.all(
      chains.map((chain) =>
        deployDevTokens({
          rpcUrl: chain.rpcUrl,
          caip2: chain.caip2,
          holders: [...DEV_ACCOUNTS, LIQUIDITY_PROVIDER],
        }),
      ),
    ).then((all) => all.flat()),
    installLocalIdRegistry(parameters.idRegistryRpcUrl),
    deployDevEns(chains),
    database.exec('delete from transfers; delete from indexer_progress'),
    seedWallets(database),
    addProject(database, {
      id: DEV_PROJECT_ID,
      name: 'appkit dev',
      origins: [...DEV_ORIGINS, ...(parameters.origins ?? [])],
    }),
  ])
  for (const origin of parameters.unverifiedOrigins ?? [])
    await addOrigin(database, DEV_PROJECT_ID, origin, 'unverified')
  return tokens
}

/** Starts an indexer per chain (the EVM chains' with the dev tokens and collections, and the Solana chain's). */
export function startDevIndexers(
  { database, chains, solanaChain }: DevChains,
  tokens: Awaited<ReturnType<typeof seedDevStack>>,
  onError: ((error: unknown) => void) | undefined,
  cleanups: DevCleanups,
  nftCollections: NftCollectionConfig[] = [],
): void {
  const indexers: ChainIndexer[] = [
    ...chains.map((chain) => createChainIndexer({ database, chain, tokens, nftCollections, onError })),
    createSolanaIndexer({ database, chain: solanaChain, onError }),
  ]
  for (const indexer of indexers) {
    indexer.start()
    cleanups.push(() => indexer.stop())
  }
}
