import { createPublicClient, getAddress, http, type PublicClient } from 'viem'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import { isEvmSignatureForm } from '../evmSignature.js'
import { ServiceError } from '../serviceError.js'

/**
 * Checks that `address` signed `message` on an EVM chain the services serve, with viem's verifyMessage: an
 * EOA's ECDSA signature (65 bytes, recovery 0, 1, 27 or 28: isEvmSignatureForm), a deployed smart account's
 * ERC-1271 answer, or an EIP-6492 signature of an account not deployed yet. Returns undefined when the chain
 * is not served.
 */
export function accountMessageVerifier(config: BlockchainConfig) {
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number) => {
    const chain = config.chains.find((entry) => entry.chainId === chainId)
    if (!chain) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) }) as PublicClient
      clients.set(chainId, client)
    }
    return client
  }
  return {
    serves: (chainId: number) => config.chains.some((entry) => entry.chainId === chainId),
    async verify(chainId: number, address: string, message: string, signature: string): Promise<boolean> {
      const client = clientOf(chainId)
      if (!client) return false
      try {
        const account = getAddress(address)
        if (!(await isEvmSignatureForm(client, account, signature))) return false
        return await client.verifyMessage({
          address: account,
          message,
          signature: signature as `0x${string}`,
        })
      } catch (cause) {
        throw new ServiceError(
          502,
          'CHAIN_UNAVAILABLE',
          `could not reach eip155:${chainId} to check the signature; try again`,
          { cause },
        )
      }
    },
  }
}
export type AccountMessageVerifier = ReturnType<typeof accountMessageVerifier>
