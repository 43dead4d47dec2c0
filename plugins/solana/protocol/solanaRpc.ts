import * as z from 'zod/mini'

/**
 * Wire schemas of the local Solana chain's JSON-RPC (HTTP) and pubsub (websocket): the envelope and
 * the positional params of every method it serves, as `@solana/web3.js` 1.x sends them.
 */

/** A JSON-RPC 2.0 request; `id` absent makes it a notification, which gets no answer. */
export const solanaRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  id: z.optional(z.union([z.string().check(z.maxLength(128)), z.number(), z.null()])),
  method: z.string({ error: 'method must be a string' }).check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.unknown()),
})
export type SolanaRpcRequest = z.infer<typeof solanaRpcRequestSchema>

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const solanaPubkeySchema = z
  .string({ error: 'must be a base58 public key' })
  .check(
    z.regex(base58, 'must be a base58 public key (no 0, O, I or l)'),
    z.minLength(32, 'must be a base58 public key of 32 to 44 characters'),
    z.maxLength(44, 'must be a base58 public key of 32 to 44 characters'),
  )
const signatureSchema = z
  .string({ error: 'must be a base58 transaction signature' })
  .check(
    z.regex(base58, 'must be a base58 transaction signature'),
    z.minLength(64, 'must be a base58 transaction signature of 64 to 88 characters'),
    z.maxLength(88, 'must be a base58 transaction signature of 64 to 88 characters'),
  )
const slotSchema = z.int().check(z.nonnegative())

const COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  // older names web3.js 1.x still accepts
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
const commitment = z.optional(
  z.enum(COMMITMENTS, { error: 'commitment must be processed, confirmed or finalized' }),
)
const minContextSlot = z.optional(slotSchema)

const contextConfig = z.optional(z.object({ commitment, minContextSlot }))
const accountEncoding = z.optional(
  z.enum(['base64', 'base58', 'jsonParsed', 'base64+zstd'], {
    error: 'encoding must be base64, base58 or jsonParsed',
  }),
)
const accountConfig = z.optional(
  z.object({
    commitment,
    minContextSlot,
    encoding: accountEncoding,
    dataSlice: z.optional(z.object({ offset: slotSchema, length: slotSchema })),
  }),
)
const transactionEncoding = z.optional(
  z.enum(['json', 'base64', 'base58', 'jsonParsed'], { error: 'encoding must be json, base64 or base58' }),
)
const wireEncoding = z.optional(z.enum(['base58', 'base64'], { error: 'encoding must be base58 or base64' }))
/** Ours: the longest encoded transaction accepted (a 1232-byte packet is 1644 base64 or ~1683 base58 characters). */
const encodedTransaction = z
  .string({ error: 'must be an encoded transaction' })
  .check(z.minLength(1, 'must be an encoded transaction'), z.maxLength(4096, 'is too long for a transaction'))

/** The params of each HTTP method the local chain serves, keyed by method name. */
export const solanaRpcParamsSchemas = {
  getVersion: z.tuple([]),
  getHealth: z.tuple([]),
  getGenesisHash: z.tuple([]),
  getSlot: z.tuple([contextConfig]),
  getBlockHeight: z.tuple([contextConfig]),
  getEpochInfo: z.tuple([contextConfig]),
  getLatestBlockhash: z.tuple([contextConfig]),
  isBlockhashValid: z.tuple([
    z
      .string({ error: 'must be a base58 blockhash' })
      .check(z.regex(base58, 'must be a base58 blockhash'), z.maxLength(44)),
    contextConfig,
  ]),
  getBalance: z.tuple([solanaPubkeySchema, contextConfig]),
  getAccountInfo: z.tuple([solanaPubkeySchema, accountConfig]),
  getMultipleAccounts: z.tuple([
    z.array(solanaPubkeySchema).check(z.maxLength(100, 'at most 100 public keys per call')),
    accountConfig,
  ]),
  getTokenAccountsByOwner: z.tuple([
    solanaPubkeySchema,
    z.union([z.object({ mint: solanaPubkeySchema }), z.object({ programId: solanaPubkeySchema })], {
      error: 'must be {"mint": <base58>} or {"programId": <base58>}',
    }),
    accountConfig,
  ]),
  getTokenAccountBalance: z.tuple([solanaPubkeySchema, contextConfig]),
  getMinimumBalanceForRentExemption: z.tuple([
    z.int().check(z.nonnegative(), z.lte(10 * 1024 * 1024, 'an account holds at most 10 MiB')),
    contextConfig,
  ]),
  getFeeForMessage: z.tuple([encodedTransaction, contextConfig]),
  sendTransaction: z.tuple([
    encodedTransaction,
    z.optional(
      z.object({
        encoding: wireEncoding,
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: commitment,
        maxRetries: z.optional(z.int().check(z.nonnegative())),
        minContextSlot,
      }),
    ),
  ]),
  simulateTransaction: z.tuple([
    encodedTransaction,
    z.optional(
      z.object({
        encoding: wireEncoding,
        sigVerify: z.optional(z.boolean()),
        replaceRecentBlockhash: z.optional(z.boolean()),
        commitment,
        minContextSlot,
        innerInstructions: z.optional(z.boolean()),
        accounts: z.optional(
          z.object({
            addresses: z.array(solanaPubkeySchema).check(z.maxLength(100, 'at most 100 addresses')),
            encoding: accountEncoding,
          }),
        ),
      }),
    ),
  ]),
  getSignatureStatuses: z.tuple([
    z.array(signatureSchema).check(z.maxLength(256, 'at most 256 signatures per call')),
    z.optional(z.object({ searchTransactionHistory: z.optional(z.boolean()) })),
  ]),
  getTransaction: z.tuple([
    signatureSchema,
    z.optional(
      z.object({
        commitment,
        encoding: transactionEncoding,
        maxSupportedTransactionVersion: z.optional(z.int().check(z.nonnegative())),
      }),
    ),
  ]),
  getBlock: z.tuple([
    slotSchema,
    z.optional(
      z.object({
        commitment,
        encoding: transactionEncoding,
        transactionDetails: z.optional(
          z.enum(['full', 'signatures', 'none', 'accounts'], {
            error: 'transactionDetails must be full, signatures or none',
          }),
        ),
        rewards: z.optional(z.boolean()),
        maxSupportedTransactionVersion: z.optional(z.int().check(z.nonnegative())),
      }),
    ),
  ]),
  requestAirdrop: z.tuple([
    solanaPubkeySchema,
    z.int().check(z.positive('lamports must be above 0')),
    contextConfig,
  ]),
} as const
export type SolanaRpcMethod = keyof typeof solanaRpcParamsSchemas
export type SolanaRpcParams<Method extends SolanaRpcMethod> = z.output<
  (typeof solanaRpcParamsSchemas)[Method]
>

/** The params of each websocket (pubsub) method the local chain serves. */
export const solanaPubsubParamsSchemas = {
  signatureSubscribe: z.tuple([
    signatureSchema,
    z.optional(z.object({ commitment, enableReceivedNotification: z.optional(z.boolean()) })),
  ]),
  signatureUnsubscribe: z.tuple([slotSchema]),
  accountSubscribe: z.tuple([
    solanaPubkeySchema,
    z.optional(z.object({ commitment, encoding: accountEncoding })),
  ]),
  accountUnsubscribe: z.tuple([slotSchema]),
} as const
export type SolanaPubsubMethod = keyof typeof solanaPubsubParamsSchemas
export type SolanaPubsubParams<Method extends SolanaPubsubMethod> = z.output<
  (typeof solanaPubsubParamsSchemas)[Method]
>
