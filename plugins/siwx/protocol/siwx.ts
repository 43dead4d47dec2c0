import { CAIP2_PATTERN } from 'walletdock/rules'
import * as z from 'zod/mini'

/**
 * The SIWX wire contract (spec section 3, SIWX message/session), shared by the siwx plugin and the
 * services' session API (services/api/siwxRoutes.ts). See docs/plugins/siwx.md.
 */

/** Ours: the largest body of a session route (a message, its signature and room for JSON). */
export const SIWX_MAX_BODY_BYTES = 16 * 1024
/** Ours: the largest signed message text, in bytes (UTF-8). */
export const SIWX_MAX_MESSAGE_BYTES = 8 * 1024
/** Ours: the largest signature, in characters (a 6492-wrapped smart-account signature is long). */
export const SIWX_MAX_SIGNATURE_CHARS = 8 * 1024
/** Ours: at most this many resources in one message. */
export const SIWX_MAX_RESOURCES = 32
/** Ours: a server nonce lives this long before it is refused as unknown. */
export const SIWX_NONCE_TTL_MS = 5 * 60_000
/** Ours: the clock skew allowed on notBefore and expirationTime, either way. */
export const SIWX_CLOCK_SKEW_MS = 60_000
/** Ours: a session without an expirationTime in its message lasts this long on the server. */
export const SIWX_DEFAULT_SESSION_MS = 24 * 60 * 60_000
/** EIP-4361: a nonce is at least 8 alphanumeric characters. */
export const SIWX_NONCE_PATTERN = /^[A-Za-z0-9]{8,64}$/

const bytesOf = (text: string) => new TextEncoder().encode(text).length
const text = (what: string, max: number) =>
  z.string({ error: `${what} must be text` }).check(z.maxLength(max, `${what} is at most ${max} characters`))
const isoTime = (what: string) =>
  z.string({ error: `${what} must be an ISO 8601 time` }).check(
    z.maxLength(64, `${what} is at most 64 characters`),
    z.refine((value) => !Number.isNaN(Date.parse(value)), `${what} must be an ISO 8601 time`),
  )

/** spec section 3: the SIWX message. chainId is CAIP-2 (`eip155:1`, `solana:<ref>`). */
export const siwxMessageSchema = z.object({
  accountAddress: text('accountAddress', 128).check(z.minLength(1, 'accountAddress is required')),
  chainId: z
    .string({ error: 'chainId must be text' })
    .check(z.regex(CAIP2_PATTERN, 'chainId must be CAIP-2, like eip155:1')),
  domain: text('domain', 255).check(z.minLength(1, 'domain is required')),
  uri: text('uri', 2048).check(z.minLength(1, 'uri is required')),
  version: z.literal('1', { error: 'version must be "1"' }),
  nonce: z
    .string({ error: 'nonce must be text' })
    .check(z.regex(SIWX_NONCE_PATTERN, 'nonce must be 8 to 64 letters or digits')),
  serializedMessage: z.optional(text('serializedMessage', SIWX_MAX_MESSAGE_BYTES)),
  notBefore: z.optional(isoTime('notBefore')),
  statement: z.optional(text('statement', 1024)),
  resources: z.optional(
    z
      .array(text('resources[]', 2048))
      .check(z.maxLength(SIWX_MAX_RESOURCES, `at most ${SIWX_MAX_RESOURCES} resources`)),
  ),
  requestId: z.optional(text('requestId', 255)),
  issuedAt: z.optional(isoTime('issuedAt')),
  expirationTime: z.optional(isoTime('expirationTime')),
})
export type SiwxMessage = z.infer<typeof siwxMessageSchema>

/** The text that was signed: at most SIWX_MAX_MESSAGE_BYTES in UTF-8. */
export const signedTextSchema = z.string({ error: 'message must be the signed message text' }).check(
  z.minLength(1, 'message must be the signed message text'),
  z.refine(
    (value) => bytesOf(value) <= SIWX_MAX_MESSAGE_BYTES,
    `message is at most ${SIWX_MAX_MESSAGE_BYTES} bytes`,
  ),
)
export const signatureSchema = z
  .string({ error: 'signature must be text' })
  .check(
    z.minLength(1, 'signature is required'),
    z.maxLength(SIWX_MAX_SIGNATURE_CHARS, `signature is at most ${SIWX_MAX_SIGNATURE_CHARS} characters`),
  )

/** spec section 3: a session is the message's data, the text signed and the signature. */
export const siwxSessionSchema = z.object({
  data: siwxMessageSchema,
  message: signedTextSchema,
  signature: signatureSchema,
})
export type SiwxSession = z.infer<typeof siwxSessionSchema>

/** GET /v1/siwx/nonce */
export const nonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(SIWX_NONCE_PATTERN)),
  expiresAt: z.number(),
})
export type NonceResponse = z.infer<typeof nonceResponseSchema>

/** POST /v1/sessions and POST /v1/sessions/{address}/revoke: a signed message. */
export const signedMessageBodySchema = z.object({ message: signedTextSchema, signature: signatureSchema })
export type SignedMessageBody = z.infer<typeof signedMessageBodySchema>

/** POST /v1/sessions answers the session and its bearer token (send it as `Authorization: Bearer <token>`). */
export const createSessionResponseSchema = z.object({
  session: siwxSessionSchema,
  token: z.string().check(z.minLength(32), z.maxLength(128)),
  expiresAt: z.number(),
})
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>

/** GET /v1/sessions/{address} (with the bearer token of one of its sessions). */
export const listSessionsResponseSchema = z.object({
  sessions: z.array(z.object({ session: siwxSessionSchema, expiresAt: z.number() })),
})
export type ListSessionsResponse = z.infer<typeof listSessionsResponseSchema>

/** POST /v1/sessions/{address}/revoke */
export const revokeResponseSchema = z.object({ revoked: z.number() })

/** The path parameter: an account address (EVM hex, base58 for Solana and Bitcoin, bech32 in lower case for Bitcoin). */
export const sessionAddressParamSchema = z.object({
  address: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{25,44}|[a-z]{1,10}1[02-9ac-hj-np-z]{6,80})$/,
        'address must be an EVM, Solana or Bitcoin address (bech32 in lower case)',
      ),
    ),
})

/** The bearer token of a session: `Authorization: Bearer <token>`. */
export const SIWX_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/
