import { CAIP2_PATTERN } from 'walletdock/rules'
import * as z from 'zod/mini'

/**
 * The nfts plugin's wire contract: GET /v1/account/{address}/nfts (the ERC-721 tokens an account holds, as the
 * services' indexer saw them move) and the token metadata the services serve at a dev collection's tokenURI.
 */

const caip2 = z.string().check(z.regex(CAIP2_PATTERN, 'must be a CAIP-2 chain id such as eip155:1'))

export const nftListQuerySchema = z.object({ chainId: z.optional(caip2) })
export type NftListQuery = z.infer<typeof nftListQuerySchema>

export const nftItemSchema = z.object({
  chainId: z.string(),
  /** The collection's contract address. */
  contract: z.string(),
  tokenId: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  /** The token's name from its metadata; null while unread. */
  name: z.nullable(z.string()),
  /** The token's image (an http(s) or data:image URL); null while unread. */
  previewUrl: z.nullable(z.string()),
  flags: z.object({ is_spam: z.boolean() }),
})
export type NftItem = z.infer<typeof nftItemSchema>

export const nftListResponseSchema = z.object({ nfts: z.array(nftItemSchema) })
export type NftListResponse = z.infer<typeof nftListResponseSchema>

/** A token's metadata (ERC-721 metadata JSON): what a tokenURI answers. */
export const nftMetadataSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(2000))),
  image: z.optional(z.string().check(z.maxLength(64 * 1024))),
})
export type NftMetadata = z.infer<typeof nftMetadataSchema>

/** The path of the metadata route: /v1/nft/metadata/{chainId}/{contract}/{tokenId}. */
export const nftMetadataParamsSchema = z.object({
  chainId: caip2,
  contract: z
    .string()
    .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x followed by 40 hex characters')),
  tokenId: z.string().check(z.regex(/^[0-9]{1,78}$/, 'must be a token id: 1 to 78 decimal digits')),
})
