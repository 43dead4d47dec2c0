import type { PublicClient } from 'viem'
import { NoRpcUrlError } from 'walletdock/errors'
import type { Network } from 'walletdock/plugin'
import { rpcTransportOptions } from './rpcTransportOptions.js'

export type CreateRpcClientParameters = { network: Network }
export type CreateRpcClientReturnType = PublicClient

/** A viem public client on the network's first RPC URL, batched and retried (loaded on first read); without one, NoRpcUrlError. */
export async function createRpcClient({
  network,
}: CreateRpcClientParameters): Promise<CreateRpcClientReturnType> {
  const url = network.rpcUrls?.default?.http?.[0]
  if (!url) throw new NoRpcUrlError({ chainId: network.id })
  const { createPublicClient, http } = await import('./viemClients.js')
  return createPublicClient({ transport: http(url, rpcTransportOptions) }) as PublicClient
}
