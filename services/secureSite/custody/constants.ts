/** Key custody constants (docs/embedded-wallet.md); changing any of them changes every user's keys. */
export const SEED_BYTES = 32
/** A Shamir share of the seed: the seed's length plus its x coordinate. */
export const SHARE_BYTES = SEED_BYTES + 1
export const SHARE_COUNT = 3
export const SHARE_THRESHOLD = 2
export const KEY_DERIVATION_SALT = 'walletdock/embedded-wallet/v1'
export const EIP155_KEY_INFO = 'eip155/secp256k1'
export const SOLANA_KEY_INFO = 'solana/ed25519'
export const SEAL_INFO = 'walletdock/embedded-wallet/seal/v1'
