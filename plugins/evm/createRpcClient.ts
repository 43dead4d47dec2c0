import type { PublicClient } from 'viem'
import type { Network } from 'walletdock/plugin'
import { rpcTransportOptions } from './rpcTransportOptions.js'

export type CreateRpcClientParameters = { network: Network }
export type CreateRpcClientReturnType = PublicClient

/** A viem public client on the network's first RPC URL, batched and retried (loaded on first read). */
export async function createRpcClient({
  network,
}: CreateRpcClientParameters): Promise<CreateRpcClientReturnType> {
  const { createPublicClient, http } = await import('viem')
  const url = network.rpcUrls.default.http[0]
  return createPublicClient({ transport: http(url, rpcTransportOptions) }) as PublicClient
}
