import { type Address, type Chain, createPublicClient, defineChain, http } from 'viem'
import * as z from 'zod/mini'
import {
  type SmartAccountNetwork,
  smartAccountNetworksResponseSchema,
} from '../../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { ownerAccountFactoryAbi } from '../../chain/contracts/ownerAccount.artifact.js'

export type FrameSmartAccounts = ReturnType<typeof createFrameSmartAccounts>

/** A local chain's viem definition for one smart-account network, with the RPC the frame reads it through. */
export function smartAccountChain(network: SmartAccountNetwork, rpcUrl = network.rpcUrl): Chain {
  return defineChain({
    id: network.chainId,
    name: `chain ${network.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/**
 * The frame's view of smart accounts: which networks have a bundler (the secure site's `GET /smart-accounts`, read
 * once), and the owner's counterfactual account address and whether it is deployed, read from the chain.
 */
export function createFrameSmartAccounts(parameters: { siteUrl: string; fetch?: typeof fetch }) {
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  let loading: Promise<SmartAccountNetwork[]> | undefined
  const networks = () => {
    loading ??= doFetch(`${parameters.siteUrl}/smart-accounts`)
      .then((response) => response.json())
      .then((body) => z.parse(smartAccountNetworksResponseSchema, body).networks)
      .catch((error: unknown) => {
        // A failed read is tried again on the next question rather than remembered.
        loading = undefined
        throw error
      })
    return loading
  }
  return {
    networks,
    async network(chainId: number): Promise<SmartAccountNetwork | undefined> {
      return (await networks()).find((network) => network.chainId === chainId)
    },
    /** The owner's account address on `network` (its factory's CREATE2 address) and whether code is there yet. */
    async account(network: SmartAccountNetwork, owner: Address) {
      const client = createPublicClient({
        chain: smartAccountChain(network),
        transport: http(network.rpcUrl),
      })
      const address = await client.readContract({
        abi: ownerAccountFactoryAbi,
        address: network.accountFactory as Address,
        functionName: 'getAddress',
        args: [owner, 0n],
      })
      const code = await client.getCode({ address })
      return { address, isDeployed: code !== undefined && code !== '0x' }
    },
  }
}
