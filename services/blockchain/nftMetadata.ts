import { type Address, type PublicClient, parseAbi } from 'viem'
import { type NftMetadata, nftMetadataSchema } from '../../plugins/nfts/protocol/nfts.js'
import type { Database } from '../db/database.js'
import type { ChainConfig, NftCollectionConfig } from './chainConfig.js'

/** A tokenURI's answer is read up to this many bytes, for at most this long. */
const METADATA_MAX_BYTES = 64 * 1024
const METADATA_TIMEOUT_MS = 3_000
/** Tokens whose metadata stays unreadable are tried this many times (one try a poll), then left unnamed. */
const METADATA_MAX_ATTEMPTS = 10
/** Tokens read per poll. */
const METADATA_BATCH = 50

const tokenUriAbi = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)'])

const COLORS = ['#2f5bea', '#0f9d6c', '#d9480f', '#7048e8', '#c2255c', '#1098ad']

/** The metadata of a dev collection's token, as the services serve it: a name and an SVG image as a data URL. */
export function devTokenMetadata(
  collection: Pick<NftCollectionConfig, 'name' | 'symbol'>,
  tokenId: bigint,
): NftMetadata {
  const color = COLORS[Number(tokenId % BigInt(COLORS.length))] ?? '#2f5bea'
  const label = `#${tokenId}`.slice(0, 12)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${color}"/>` +
    `<circle cx="60" cy="48" r="22" fill="#fff" fill-opacity=".85"/>` +
    `<text x="60" y="98" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return {
    name: `${collection.name} #${tokenId}`,
    description: `Token ${tokenId} of ${collection.name} (${collection.symbol}), a collection of the local dev chains.`,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

/** Reads a tokenURI: a data: URL of JSON, or an http(s) URL answering JSON; limited in bytes and time. */
export async function readTokenMetadata(uri: string): Promise<NftMetadata> {
  let text: string
  if (uri.startsWith('data:application/json')) {
    const comma = uri.indexOf(',')
    const body = uri.slice(comma + 1)
    if (comma < 0 || body.length > METADATA_MAX_BYTES * 2) throw new Error('the tokenURI data is too long')
    const header = uri.slice(0, comma)
    text = header.endsWith(';base64')
      ? Buffer.from(body, 'base64').toString('utf8')
      : decodeURIComponent(body)
  } else if (/^https?:\/\//i.test(uri)) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS), redirect: 'error' })
    if (!response.ok) throw new Error(`the tokenURI ${uri} answered HTTP ${response.status}`)
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > METADATA_MAX_BYTES)
      throw new Error(`the tokenURI ${uri} answers over ${METADATA_MAX_BYTES} bytes`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.byteLength > METADATA_MAX_BYTES)
      throw new Error(`the tokenURI ${uri} answered over ${METADATA_MAX_BYTES} bytes`)
    text = new TextDecoder().decode(bytes)
  } else {
    throw new Error(`the tokenURI ${uri.slice(0, 64)} is neither http(s) nor a JSON data URL`)
  }
  return nftMetadataSchema.parse(JSON.parse(text))
}

/**
 * Reads the metadata of the chain's tokens that have none yet (a poll's worth), through each token's tokenURI, and
 * stores its name and image. A token whose metadata cannot be read is tried again at the next poll, a few times.
 */
export async function fillNftMetadata(
  database: Database,
  client: Pick<PublicClient, 'readContract'>,
  chain: ChainConfig,
): Promise<void> {
  const unread = await database.query<{ contract: string; token_id: string }>(
    `select contract, token_id::text as token_id from nft_tokens
     where chain_id = $1 and name is null and metadata_attempts < $2 limit $3`,
    [chain.caip2, METADATA_MAX_ATTEMPTS, METADATA_BATCH],
  )
  for (const token of unread) {
    const key = [chain.caip2, token.contract, token.token_id]
    try {
      const uri = await client.readContract({
        address: token.contract as Address,
        abi: tokenUriAbi,
        functionName: 'tokenURI',
        args: [BigInt(token.token_id)],
      })
      const metadata = await readTokenMetadata(uri)
      const image = metadata.image && /^(https?:|data:image\/)/i.test(metadata.image) ? metadata.image : null
      await database.query(
        'update nft_tokens set name = $4, image_url = $5 where chain_id = $1 and contract = $2 and token_id = $3',
        [...key, metadata.name, image],
      )
    } catch {
      await database.query(
        'update nft_tokens set metadata_attempts = metadata_attempts + 1 where chain_id = $1 and contract = $2 and token_id = $3',
        key,
      )
    }
  }
}
