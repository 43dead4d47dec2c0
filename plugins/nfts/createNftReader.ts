import type { ApiClient } from 'walletdock/plugin'
import { FetchNftsError } from './errors.js'
import { type NftItem, nftListResponseSchema } from './protocol/nfts.js'

/**
 * Reads the ERC-721 tokens an account holds on one chain from the services (`/v1/account/{address}/nfts`);
 * tokens of spam-flagged collections are left out. A failed request rejects with FetchNftsError.
 */
export function createNftReader({ api }: { api: Pick<ApiClient, 'get'> }) {
  return async (address: string, caipNetworkId: string, signal?: AbortSignal): Promise<NftItem[]> => {
    try {
      const { nfts } = await api.get({
        path: `v1/account/${encodeURIComponent(address)}/nfts`,
        params: { chainId: caipNetworkId },
        schema: nftListResponseSchema,
        signal,
      })
      return nfts.filter((nft) => nft.chainId === caipNetworkId && !nft.flags.is_spam)
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new FetchNftsError({ cause })
    }
  }
}
export type NftReader = ReturnType<typeof createNftReader>
