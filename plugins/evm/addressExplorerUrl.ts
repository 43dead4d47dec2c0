import type { Network } from 'walletdock/plugin'

/** `{explorer}/address/{address}`, or undefined when the network has no explorer. */
export function addressExplorerUrl(network: Network, address: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  return explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined
}
