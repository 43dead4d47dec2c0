import { type Address, createWalletClient, http, publicActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { NftCollectionConfig } from '../blockchain/chainConfig.js'
import { devCollectionAbi, devCollectionBytecode } from './contracts/devCollection.artifact.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_INDEXES, DEV_MNEMONIC, fundDevDeployer } from './devAccounts.js'

export type DevCollectionSpec = { name: string; symbol: string; perHolder: number; spam: boolean }

/** The ERC-721 collections `appkit dev` deploys on each chain: one to show, one flagged spam (an unasked airdrop). */
const DEV_COLLECTIONS: readonly DevCollectionSpec[] = [
  { name: 'Dev Collection', symbol: 'DCOL', perHolder: 3, spam: false },
  { name: 'Free Airdrop', symbol: 'AIRDROP', perHolder: 1, spam: true },
]

/** The collections' own deployer (DEV_DEPLOYER_INDEXES), so they deploy beside the other deploys without sharing nonces. */
const collectionDeployer = () =>
  mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEV_DEPLOYER_INDEXES.nftCollections })

/**
 * Deploys the dev collections on one chain, minting `perHolder` tokens (ids from 1) to each of `holders`. Each
 * token's URI is `<metadataBaseUrl><contract>/<id>`, which the services' metadata route serves.
 */
export async function deployDevCollections(options: {
  rpcUrl: string
  caip2: string
  /** The services' metadata route for this chain, ending in '/': `<api>/v1/nft/metadata/<caip2>/`. */
  metadataBaseUrl: string
  collections?: readonly DevCollectionSpec[]
  holders?: readonly Address[]
}): Promise<NftCollectionConfig[]> {
  const account = collectionDeployer()
  await fundDevDeployer(options.rpcUrl, account.address)
  const client = createWalletClient({
    account,
    transport: http(options.rpcUrl, { retryCount: 0 }),
  }).extend(publicActions)
  const deployed: NftCollectionConfig[] = []
  for (const collection of options.collections ?? DEV_COLLECTIONS) {
    const hash = await client.deployContract({
      abi: devCollectionAbi,
      bytecode: devCollectionBytecode,
      chain: null,
      args: [
        collection.name,
        collection.symbol,
        options.metadataBaseUrl,
        [...(options.holders ?? DEV_ACCOUNTS)],
        BigInt(collection.perHolder),
      ],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success') {
      throw new Error(`deploying the ${collection.symbol} collection on ${options.caip2} failed`)
    }
    deployed.push({
      caip2: options.caip2,
      address: receipt.contractAddress,
      name: collection.name,
      symbol: collection.symbol,
      spam: collection.spam,
    })
  }
  return deployed
}

/** The metadata route's base URL of a chain on the API at `apiUrl`. */
export const metadataBaseUrl = (apiUrl: string, caip2: string) => `${apiUrl}/v1/nft/metadata/${caip2}/`

/** Deploys the dev ERC-721 collections on every EVM chain, their token URIs on the services API at `apiUrl`. */
export async function deployDevCollectionsOn(
  chains: readonly { rpcUrl: string; caip2: string }[],
  apiUrl: string,
): Promise<NftCollectionConfig[]> {
  const all = await Promise.all(
    chains.map((chain) =>
      deployDevCollections({
        rpcUrl: chain.rpcUrl,
        caip2: chain.caip2,
        metadataBaseUrl: metadataBaseUrl(apiUrl, chain.caip2),
      }),
    ),
  )
  return all.flat()
}
