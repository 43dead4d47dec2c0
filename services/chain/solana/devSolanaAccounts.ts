import {
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Decoder,
  type KeyPairSigner,
} from '@solana/kit'
import { DEV_MNEMONIC } from '../devAccounts.js'
import { deriveEd25519Key, mnemonicToSeed } from './deriveSolanaKey.js'

/** How many dev accounts the local chain funds: m/44'/501'/0'/0' to m/44'/501'/4'/0' of anvil's public mnemonic. */
const DEV_SOLANA_ACCOUNT_COUNT = 5
/** Account indexes of the faucet (also the mint authority) and of the mints (DUSD, DTIX), past the dev accounts. */
const FAUCET_INDEX = 100
const MINT_INDEXES = [101, 102] as const

export type DevSolanaKey = {
  signer: KeyPairSigner
  address: string /** base58 of the 64-byte secret key (seed + public key), as Phantom imports it. */
  secretKey: string
}

async function devKey(seed: Uint8Array, index: number): Promise<DevSolanaKey> {
  // Solana wallets' path: m/44'/501'/index'/0'.
  const privateKey = deriveEd25519Key(seed, [44, 501, index, 0]).key
  const signer = await createKeyPairSignerFromPrivateKeyBytes(privateKey, true)
  const secret = new Uint8Array(64)
  secret.set(privateKey)
  secret.set(getAddressEncoder().encode(signer.address), 32)
  return { signer, address: signer.address, secretKey: getBase58Decoder().decode(secret) }
}

/**
 * The local chain's keys, all derived from anvil's public mnemonic ("test test ... junk") on Solana's wallet
 * path, so importing that mnemonic into a Solana wallet shows the same accounts. Public knowledge: local chains only.
 */
export async function devSolanaKeys(): Promise<{
  accounts: DevSolanaKey[]
  faucet: DevSolanaKey
  /** The mints of seedDevSolana's DEV_SOLANA_TOKENS, in that order (DUSD first). */
  mints: DevSolanaKey[]
}> {
  const seed = mnemonicToSeed(DEV_MNEMONIC)
  const [faucet, mints, accounts] = await Promise.all([
    devKey(seed, FAUCET_INDEX),
    Promise.all(MINT_INDEXES.map((index) => devKey(seed, index))),
    Promise.all(Array.from({ length: DEV_SOLANA_ACCOUNT_COUNT }, (_, index) => devKey(seed, index))),
  ])
  return { accounts, faucet, mints }
}
