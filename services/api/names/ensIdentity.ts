import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { getEnsAddress, getEnsName, getEnsText, normalize } from 'viem/ens'
import { coinTypeFromChainId, type NameProfile } from '../../../plugins/names/protocol/names.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'

export type Identity = { name: string | null; avatar: string | null }
const NONE: Identity = { name: null, avatar: null }

/** ENS names end with .eth: the profile API resolves them on chain, beside the names the service keeps. */
export const isEnsName = (name: string) => name.toLowerCase().endsWith('.eth')

/** A client per served chain that has a UniversalResolver (the local chains `appkit dev` deploys ENS on). */
function ensClients(config: BlockchainConfig): PublicClient[] {
  return config.chains.flatMap((chain) =>
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
}

const warn = (what: string, client: PublicClient, error: unknown) =>
  console.warn(`[services] ENS ${what} on chain ${client.chain?.id} could not be read`, error)

/**
 * An address's ENS name and avatar record on the served chains that have a UniversalResolver, the first
 * chain with a primary name wins. The avatar is the record's text as stored: the server never fetches
 * what it points at (getEnsAvatar would). A chain that cannot be read counts as one without a name.
 */
export function ensIdentityReader(config: BlockchainConfig) {
  const clients = ensClients(config)
  return async (address: string): Promise<Identity> => {
    for (const client of clients) {
      try {
        const name = await getEnsName(client, { address: address as Address })
        if (!name) continue
        const avatar = await getEnsText(client, { name: normalize(name), key: 'avatar' })
        return { name, avatar: avatar || null }
      } catch (error) {
        warn('identity', client, error)
      }
    }
    return NONE
  }
}

/**
 * An ENS name (`alice.eth`) as a profile record: its address on each served chain where it resolves
 * (getEnsAddress, keyed by the chain's ENSIP-11 coin type) and its avatar text record. Undefined when it
 * resolves nowhere. No registration time: the chain keeps none that a resolver reads.
 */
export function ensNameResolver(config: BlockchainConfig) {
  const clients = ensClients(config)
  return async (name: string): Promise<NameProfile | undefined> => {
    let normalized: string
    try {
      normalized = normalize(name)
    } catch {
      return undefined
    }
    const addresses: NameProfile['addresses'] = {}
    const attributes: NameProfile['attributes'] = {}
    for (const client of clients) {
      try {
        const address = await getEnsAddress(client, { name: normalized })
        if (!address || !client.chain) continue
        addresses[String(coinTypeFromChainId(client.chain.id))] = { address }
        if (attributes.avatar === undefined) {
          const avatar = await getEnsText(client, { name: normalized, key: 'avatar' })
          if (avatar) attributes.avatar = avatar
        }
      } catch (error) {
        warn('name', client, error)
      }
    }
    return Object.keys(addresses).length > 0 ? { name: normalized, addresses, attributes } : undefined
  }
}
