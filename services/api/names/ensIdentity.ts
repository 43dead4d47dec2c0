import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { getEnsName, getEnsText, normalize } from 'viem/ens'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'

export type Identity = { name: string | null; avatar: string | null }
const NONE: Identity = { name: null, avatar: null }

/**
 * An address's ENS name and avatar record on the served chains that have a UniversalResolver (the local
 * chains `appkit dev` deploys ENS on), the first chain with a primary name wins. The avatar is the
 * record's text as stored: the server never fetches what it points at (getEnsAvatar would).
 * A chain that cannot be read counts as one without a name.
 */
export function ensIdentityReader(config: BlockchainConfig) {
  const clients: PublicClient[] = config.chains.flatMap((chain) =>
    chain.ensUniversalResolver
      ? [
          createPublicClient({
            chain: {
              id: chain.chainId,
              name: chain.name,
              nativeCurrency: chain.nativeCurrency,
              rpcUrls: { default: { http: [chain.rpcUrl] } },
              contracts: { ensUniversalResolver: { address: chain.ensUniversalResolver } },
            },
            transport: http(chain.rpcUrl, { retryCount: 0 }),
          }) as PublicClient,
        ]
      : [],
  )
  return async (address: string): Promise<Identity> => {
    for (const client of clients) {
      try {
        const name = await getEnsName(client, { address: address as Address })
        if (!name) continue
        const avatar = await getEnsText(client, { name: normalize(name), key: 'avatar' })
        return { name, avatar: avatar || null }
      } catch (error) {
        console.warn(`[services] ENS identity on chain ${client.chain?.id} could not be read`, error)
      }
    }
    return NONE
  }
}
