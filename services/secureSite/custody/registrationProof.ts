import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveEip155PrivateKey, deriveSolanaSecretKey, type EmbeddedAddresses } from './deriveAccounts.js'

/** What a new wallet's registration signs: the user it belongs to and both addresses, with a purpose line. */
export function registrationMessage(userId: string, addresses: EmbeddedAddresses): string {
  return [
    'walletdock embedded wallet registration',
    `user: ${userId}`,
    `eip155: ${addresses.eip155Address}`,
    `solana: ${addresses.solanaAddress}`,
  ].join('\n')
}

export type RegistrationProof = { eip155Signature: Hex; solanaSignature: string }

/** Signs `message` with both keys derived from the seed (in the frame); the keys are overwritten. */
export async function proveWithBothKeys(seed: Uint8Array, message: string): Promise<RegistrationProof> {
  const evmKey = deriveEip155PrivateKey(seed)
  const solanaKey = deriveSolanaSecretKey(seed)
  try {
    return {
      eip155Signature: await privateKeyToAccount(bytesToHex(evmKey)).signMessage({ message }),
      solanaSignature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey)),
    }
  } finally {
    evmKey.fill(0)
    solanaKey.fill(0)
  }
}

/** Signs the registration with both keys derived from the seed (in the frame). */
export function proveRegistration(
  seed: Uint8Array,
  userId: string,
  addresses: EmbeddedAddresses,
): Promise<RegistrationProof> {
  return proveWithBothKeys(seed, registrationMessage(userId, addresses))
}

/** Whether both signatures are by the keys of the addresses over `message` (on the server). */
export async function verifyBothKeys(
  addresses: EmbeddedAddresses,
  message: string,
  proof: RegistrationProof,
): Promise<boolean> {
  try {
    const evm = await verifyMessage({
      address: addresses.eip155Address,
      message,
      signature: proof.eip155Signature,
    })
    const solana = ed25519.verify(
      base58.decode(proof.solanaSignature),
      new TextEncoder().encode(message),
      base58.decode(addresses.solanaAddress),
    )
    return evm && solana
  } catch {
    return false
  }
}

/** Whether both signatures are by the keys of the addresses (on the server): a wallet only its keys can register. */
export function verifyRegistration(
  userId: string,
  addresses: EmbeddedAddresses,
  proof: RegistrationProof,
): Promise<boolean> {
  return verifyBothKeys(addresses, registrationMessage(userId, addresses), proof)
}
