import type { Network } from 'walletdock/plugin'
import { toHexChainId } from './toHexChainId.js'

export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[] | undefined
  iconUrls?: string[] | undefined
}

/** EIP-3085 `wallet_addEthereumChain` parameters from a Network's RPC, explorer and currency. */
export function toAddEthereumChainParameter(network: Network): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}
