/** Constants of the local Solana chain (Solana's own numbers where it has one, else ours, said so). */

/** Solana's target slot time; slots here follow the wall clock so blockhashes change as on a real cluster. */
export const SLOT_MS = 400
/** Solana's MAX_PROCESSING_AGE: a blockhash is usable for 150 slots. */
export const MAX_PROCESSING_AGE = 150
/** Solana's default slots per epoch. */
export const SLOTS_PER_EPOCH = 432_000
/** Solana's default fee per signature, which litesvm charges. */
export const LAMPORTS_PER_SIGNATURE = 5_000
export const LAMPORTS_PER_SOL = 1_000_000_000n
/** Solana's PACKET_DATA_SIZE: the largest serialized transaction. */
export const MAX_TRANSACTION_BYTES = 1232
/** The rentEpoch Solana reports for rent-exempt accounts (u64::MAX). */
export const RENT_EXEMPT_RENT_EPOCH = Number(2n ** 64n - 1n)

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** Ours: the most lamports one requestAirdrop may ask (1000 SOL). */
export const MAX_AIRDROP_LAMPORTS = 1_000n * LAMPORTS_PER_SOL
/** Ours: what the faucet holds at genesis (500 million SOL). */
export const FAUCET_LAMPORTS = 500_000_000n * LAMPORTS_PER_SOL
/** Ours: the most transactions kept for getTransaction, getBlock and statuses; the oldest go first. */
export const MAX_KEPT_TRANSACTIONS = 100_000
/** Ours: the largest HTTP request body (a batch of sendTransaction calls fits several times over). */
export const MAX_RPC_BODY_BYTES = 1024 * 1024
/** Ours: the most calls in one JSON-RPC batch (spec 9's RPC batch is 1000). */
export const MAX_RPC_BATCH = 1000
/** Ours: the largest websocket message; a larger one closes the socket (code 1009). */
export const MAX_WS_MESSAGE_BYTES = 64 * 1024
/** Ours: the most subscriptions one websocket may hold. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 1_000
/** The version `getVersion` reports: the Agave RPC this facade follows. */
export const SOLANA_CORE_VERSION = '2.2.0'
