import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, getAddress, http, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { siwsText } from '../../../plugins/siwx/protocol/siwsText.js'
import type { SiwxMessage } from '../../../plugins/siwx/protocol/siwx.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import { isEvmSignatureForm } from '../evmSignature.js'
import { ServiceError } from '../serviceError.js'
import { BIP122_SIGN_IN_CHAINS } from './bip122Verifier.js'

/**
 * A namespace's side of sign-in on the server: reads its message format and checks a signature against
 * its chain. The plugin's format of the same namespace writes the messages (plugins/siwx/eip155).
 */
export type SiwxVerifier = {
  namespace: string
  /** The fields of `text`, or undefined when it is not this namespace's format. */
  parse(text: string): SiwxMessage | undefined
  /** Whether `signature` is the message's account signing `text`, on the message's chain. */
  verify(parameters: { text: string; signature: string; data: SiwxMessage }): Promise<boolean>
  /** The key an address is stored and looked up by. */
  addressKey(address: string): string
}

/**
 * eip155: EIP-4361 text (viem's parser); EOAs (spec 5's 65-byte rule: isEvmSignatureForm), EIP-1271 and EIP-6492
 * accounts through viem's verifyMessage.
 */
export function eip155Verifier(config: BlockchainConfig): SiwxVerifier {
  const clients = new Map(
    config.chains.map((chain) => [
      `eip155:${chain.chainId}`,
      createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) }),
    ]),
  )
  return {
    namespace: 'eip155',
    parse(text) {
      const fields = parseSiweMessage(text)
      if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce)
        return undefined
      if (fields.version !== '1' || !isAddress(fields.address)) return undefined
      return {
        accountAddress: getAddress(fields.address),
        chainId: `eip155:${fields.chainId}`,
        domain: fields.domain,
        uri: fields.uri,
        version: '1',
        nonce: fields.nonce,
        ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
        ...(fields.resources !== undefined ? { resources: fields.resources } : {}),
        ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
        ...(fields.issuedAt ? { issuedAt: fields.issuedAt.toISOString() } : {}),
        ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
        ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
      }
    },
    async verify({ text, signature, data }) {
      const client = clients.get(data.chainId)
      if (!client) return false
      try {
        const address = getAddress(data.accountAddress)
        if (!(await isEvmSignatureForm(client, address, signature))) return false
        return await client.verifyMessage({
          address,
          message: text,
          signature: signature as `0x${string}`,
        })
      } catch (cause) {
        throw new ServiceError(
          502,
          'CHAIN_UNAVAILABLE',
          `could not reach ${data.chainId} to check the signature; try again`,
          { cause },
        )
      }
    },
    addressKey: (address) => address.toLowerCase(),
  }
}

/**
 * The chains a verifier can check: the configured eip155 and solana chains, and the Bitcoin networks whose addresses
 * the bip122 verifier reads (it asks no node).
 */
export function servedChains(config: BlockchainConfig): Set<string> {
  return new Set([
    ...config.chains.map((chain) => `eip155:${chain.chainId}`),
    ...(config.solanaChains ?? []).map((chain) => chain.caip2),
    ...BIP122_SIGN_IN_CHAINS,
  ])
}

/**
 * solana: Sign-In With Solana text (CAIP-122, the plugin's solanaMessage writes it); the signature is an
 * ed25519 signature (base58) by the account's public key, so no chain is asked.
 */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    parse(text) {
      try {
        return siwsText.parse(text)
      } catch {
        return undefined
      }
    },
    async verify({ text, signature, data }) {
      try {
        return ed25519.verify(
          base58.decode(signature),
          new TextEncoder().encode(text),
          base58.decode(data.accountAddress),
        )
      } catch {
        return false
      }
    },
    addressKey: (address) => address,
  }
}
