import type { Chain } from 'viem'
import type { Network } from '../config/schema.js'
import { defineNetwork } from './defineNetwork.js'

export type FromViemChainOptions = {
  /** RPC URLs to use instead of the chain's public ones (first one is used for reads). */
  rpcUrls?: readonly string[] | undefined
  /** The network icon's id on the services API (`getAssetImage/{imageId}`). */
  imageId?: string | undefined
  imageUrl?: string | undefined
}
export type FromViemChainReturnType = Network

/** A viem chain as an eip155 Network in the spec's shape (custom RPC URLs and icon optional). */
export function fromViemChain(chain: Chain, options: FromViemChainOptions = {}): FromViemChainReturnType {
  const explorer = chain.blockExplorers?.default
  const assets =
    options.imageId !== undefined || options.imageUrl !== undefined
      ? { imageId: options.imageId, imageUrl: options.imageUrl }
      : undefined
  return defineNetwork({
    id: chain.id,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: {
        http: [...(options.rpcUrls ?? chain.rpcUrls.default.http)],
        ...(chain.rpcUrls.default.webSocket && !options.rpcUrls
          ? { webSocket: [...chain.rpcUrls.default.webSocket] }
          : {}),
      },
    },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(assets ? { assets } : {}),
    testnet: chain.testnet ?? false,
  })
}
