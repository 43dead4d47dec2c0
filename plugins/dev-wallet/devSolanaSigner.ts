// Loaded when the dev Solana wallet is first asked something: the keys and @solana/web3.js.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'

export type DevSolanaSigner = {
  publicKeyOf(address: string): Uint8Array
  signMessage(address: string, message: Uint8Array): Uint8Array
  signTransaction(address: string, transaction: Uint8Array): Uint8Array
  /** Signs and sends through `rpcUrl`; returns the signature's bytes. */
  signAndSendTransaction(address: string, transaction: Uint8Array, rpcUrl: string): Promise<Uint8Array>
}

/** Signs with the local chain's dev keys (base58 of the 64-byte secret key, public knowledge). */
export function createDevSolanaSigner(secretKeys: readonly string[]): DevSolanaSigner {
  const keypairs = new Map(
    secretKeys.map((key) => {
      const keypair = Keypair.fromSecretKey(base58.decode(key))
      return [keypair.publicKey.toBase58(), keypair] as const
    }),
  )
  const keypairOf = (address: string) => {
    const keypair = keypairs.get(address)
    if (!keypair) throw new Error(`The dev wallet holds no key for ${address}`)
    return keypair
  }
  const sign = (address: string, bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([keypairOf(address)])
    return transaction.serialize()
  }
  return {
    publicKeyOf: (address) => keypairOf(address).publicKey.toBytes(),
    // ed25519 over the message itself, as Solana wallets sign messages (the first 32 bytes are the seed).
    signMessage: (address, message) => ed25519.sign(message, keypairOf(address).secretKey.slice(0, 32)),
    signTransaction: sign,
    async signAndSendTransaction(address, transaction, rpcUrl) {
      const signature = await new Connection(rpcUrl, 'confirmed').sendRawTransaction(
        sign(address, transaction),
      )
      return base58.decode(signature)
    },
  }
}
