import type { Network } from 'walletdock/plugin'

/**
 * `{explorer}/account/{address}`, keeping the explorer's query (Solscan's `?cluster=devnet`), or
 * undefined when the network has no explorer.
 */
export function accountExplorerUrl(network: Network, address: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  if (!explorer) return undefined
  const url = new URL(explorer)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/account/${encodeURIComponent(address)}`
  return url.toString()
}
