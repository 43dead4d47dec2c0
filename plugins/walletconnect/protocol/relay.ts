import * as z from 'zod/mini'

/**
 * Wire schemas of the WalletConnect relay (spec section 7, "Relay"): websocket JSON-RPC 2.0 as the
 * official clients speak it. Shared by services/relay and the walletconnect plugin.
 */

/** Batch subscribe limit 500 topics (spec 9). */
export const RELAY_BATCH_LIMIT = 500

/** A topic is 32 bytes as lowercase or uppercase hex (sha256 of a key, or a random pairing topic). */
const relayTopicSchema = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'topic must be 64 hex characters'))

/** A JSON-RPC id: the clients send 19-digit numbers, kept as their decimal text when beyond 2^53. */
const relayRequestIdSchema = z.union([z.number(), z.string().check(z.maxLength(64))])

export const relayRequestSchema = z.object({
  id: relayRequestIdSchema,
  jsonrpc: z.literal('2.0'),
  method: z.string().check(z.maxLength(64)),
  params: z.optional(z.unknown()),
})
export type RelayRequest = z.infer<typeof relayRequestSchema>

/** An answer of the client to a relay push (the ack of irn_subscription). */
export const relayResponseSchema = z.object({
  id: relayRequestIdSchema,
  jsonrpc: z.literal('2.0'),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

// An empty message is valid on the wire; the relay acknowledges and ignores it (spec section 5).
const message = z.string()
const ttlSeconds = z.optional(z.number().check(z.int(), z.positive()))
const common = {
  ttl: ttlSeconds,
  prompt: z.optional(z.boolean()),
  tag: z.optional(z.number().check(z.int())),
  attestation: z.optional(z.nullable(z.string())),
}

export const publishParamsSchema = z.object({ topic: relayTopicSchema, message, ...common })
export const subscribeParamsSchema = z.object({ topic: relayTopicSchema })
export const batchTopicsParamsSchema = z.object({
  topics: z
    .array(relayTopicSchema)
    .check(z.maxLength(RELAY_BATCH_LIMIT, `at most ${RELAY_BATCH_LIMIT} topics per batch`)),
})
export const unsubscribeParamsSchema = z.object({ topic: relayTopicSchema, id: z.optional(z.string()) })
/** wc_proposeSession: the dapp publishes its proposal on the pairing topic and is subscribed to it. */
export const proposeSessionParamsSchema = z.object({
  pairingTopic: relayTopicSchema,
  sessionProposal: message,
  ...common,
})
/** wc_approveSession: the wallet answers on the pairing topic, settles on the session topic and is subscribed to it. */
export const approveSessionParamsSchema = z.object({
  sessionTopic: relayTopicSchema,
  pairingTopic: relayTopicSchema,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ...common,
})

/** What irn_subscription pushes (params.data) and irn_batchFetchMessages returns. */
export type RelayMessageEvent = {
  topic: string
  message: string
  publishedAt: number
  attestation?: string | null
  tag?: number
}

/** The `auth` JWT of the relay URL: header and payload as @walletconnect/relay-auth signs them. */
export const relayJwtHeaderSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
export const relayJwtPayloadSchema = z.object({
  iss: z.string().check(z.startsWith('did:key:z'), z.maxLength(128)),
  sub: z.string().check(z.maxLength(256)),
  aud: z.string().check(z.maxLength(512)),
  iat: z.number(),
  exp: z.number(),
})
