import type { NftItem } from '../../plugins/nfts/protocol/nfts.js'
import type { Database } from '../db/database.js'
import type { NftCollectionConfig } from './chainConfig.js'

/** Tokens listed at most per answer. */
const NFT_LIST_MAX = 200

/**
 * The ERC-721 tokens of the known collections an account holds now: for each token the indexer saw move, the
 * receiver of its latest transfer is its holder. Spam collections are listed with `flags.is_spam`.
 */
export async function queryNfts(
  database: Database,
  parameters: { address: string; chainId?: string | undefined; collections: readonly NftCollectionConfig[] },
): Promise<NftItem[]> {
  const params: unknown[] = [parameters.address.toLowerCase()]
  let chainFilter = ''
  if (parameters.chainId) {
    params.push(parameters.chainId)
    chainFilter = `and t.chain_id = $${params.length}`
  }
  params.push(NFT_LIST_MAX)
  const rows = await database.query<{
    chain_id: string
    contract: string
    token_id: string
    holder: string
    name: string | null
    image_url: string | null
  }>(
    `select * from (
       select distinct on (t.chain_id, t.token_address, t.token_id)
         t.chain_id, t.token_address as contract, t.token_id::text as token_id, t.to_address as holder, n.name, n.image_url
       from transfers t left join nft_tokens n
         on n.chain_id = t.chain_id and n.contract = t.token_address and n.token_id = t.token_id
       where t.token_id is not null ${chainFilter}
         and (t.chain_id, t.token_address, t.token_id) in (
           select chain_id, token_address, token_id from transfers where to_address = $1 and token_id is not null)
       order by t.chain_id, t.token_address, t.token_id, t.block_number desc, t.log_index desc
     ) latest where holder = $1
     order by chain_id, contract, token_id::numeric limit $${params.length}`,
    params,
  )
  return rows.flatMap((row) => {
    const collection = parameters.collections.find(
      (entry) => entry.caip2 === row.chain_id && entry.address.toLowerCase() === row.contract,
    )
    if (!collection) return []
    return [
      {
        chainId: row.chain_id,
        contract: row.contract,
        tokenId: row.token_id,
        collection: { name: collection.name, symbol: collection.symbol },
        name: row.name,
        previewUrl: row.image_url,
        flags: { is_spam: collection.spam },
      },
    ]
  })
}
