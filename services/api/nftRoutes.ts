import { Hono } from 'hono'
import { accountAddressParamSchema } from '../../kernel/protocol/blockchainApi.js'
import { nftListQuerySchema, nftMetadataParamsSchema } from '../../plugins/nfts/protocol/nfts.js'
import type { NftCollectionConfig } from '../blockchain/chainConfig.js'
import { devTokenMetadata } from '../blockchain/nftMetadata.js'
import { queryNfts } from '../blockchain/queryNfts.js'
import type { Database } from '../db/database.js'
import { parseInput } from './parseInput.js'
import type { GateVariables } from './projectGate.js'
import { ServiceError } from './serviceError.js'

/** Where a dev collection's tokenURI points: open to anyone (wallets and explorers read token URIs), no project. */
export const NFT_METADATA_PATH = '/v1/nft/metadata/:chainId/:contract/:tokenId'

/** The metadata of the dev collections' tokens (name, description, an SVG image as a data URL), computed, no I/O. */
export function nftMetadataRoutes(collections: readonly NftCollectionConfig[]): Hono {
  const routes = new Hono()
  routes.get(NFT_METADATA_PATH, (c) => {
    const { chainId, contract, tokenId } = parseInput(nftMetadataParamsSchema, c.req.param(), 'path')
    const collection = collections.find(
      (entry) => entry.caip2 === chainId && entry.address.toLowerCase() === contract.toLowerCase(),
    )
    if (!collection) {
      throw new ServiceError(404, 'NOT_FOUND', `path.contract: no collection ${contract} on ${chainId} here`)
    }
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json(devTokenMetadata(collection, BigInt(tokenId)))
  })
  return routes
}

/** GET /v1/account/{address}/nfts: the ERC-721 tokens the account holds (behind the project gate). */
export function nftRoutes(
  database: Database,
  collections: readonly NftCollectionConfig[],
): Hono<{ Variables: GateVariables }> {
  const routes = new Hono<{ Variables: GateVariables }>()
  routes.get('/v1/account/:address/nfts', async (c) => {
    const { address } = parseInput(accountAddressParamSchema, c.req.param(), 'path')
    const query = parseInput(nftListQuerySchema, c.req.query(), 'query')
    return c.json({ nfts: await queryNfts(database, { address, chainId: query.chainId, collections }) })
  })
  return routes
}
