import type { Address, PublicClient } from 'viem'

/** The 32-byte suffix of an EIP-6492 signature (a smart account not deployed yet: its deploy call wrapped around it). */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'
const RECOVERY_VALUES = new Set([0, 1, 27, 28])

/** spec 5: an account key's (ECDSA) signature is 65 bytes, with recovery value 0, 1, 27 or 28. */
export function isEcdsaSignature(signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false
  return RECOVERY_VALUES.has(Number.parseInt(signature.slice(130), 16))
}

/**
 * Whether an eip155 signature has a form `address` may sign with, before viem checks it against the message. An
 * account key (an address without code) signs ECDSA, and spec 5's rule holds: 65 bytes, recovery 0, 1, 27 or 28
 * (a 64-byte EIP-2098 signature or another recovery value is refused). A smart account (spec 3's account type
 * smartAccount) has no key of its own: a deployed one answers ERC-1271 for its signature, whatever its length, and
 * one not deployed yet signs EIP-6492. Rejects when the chain cannot be asked.
 */
export async function isEvmSignatureForm(
  client: Pick<PublicClient, 'getCode'>,
  address: Address,
  signature: string,
): Promise<boolean> {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return false
  if (signature.toLowerCase().endsWith(ERC6492_SUFFIX)) return true
  if (isEcdsaSignature(signature)) return true
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
