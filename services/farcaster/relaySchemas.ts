import * as z from 'zod/mini'

const text = (name: string, max: number) =>
  z
    .string()
    .check(z.minLength(1, `${name} is required`), z.maxLength(max, `${name} is at most ${max} characters`))
const httpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` })
    .check(z.maxLength(2048, `${name} is at most 2048 characters`))
const isoTime = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO 8601 time, like 2030-01-01T00:00:00Z` })

/** POST /v1/channel: what the app asks the person to sign (FIP-11). */
export const createChannelBodySchema = z.object({
  siweUri: httpUrl('siweUri'),
  domain: text('domain', 253),
  nonce: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9]{8,96}$/, 'nonce must be 8 to 96 letters or digits')),
  ),
  notBefore: z.optional(isoTime('notBefore')),
  expirationTime: z.optional(isoTime('expirationTime')),
  requestId: z.optional(text('requestId', 256)),
  redirectUrl: z.optional(httpUrl('redirectUrl')),
})
export type CreateChannelBody = z.output<typeof createChannelBodySchema>

/** POST /v1/channel/authenticate: what the Farcaster client posts once the person signed. */
export const authenticateBodySchema = z.object({
  message: text('message', 4096),
  signature: z
    .string()
    .check(
      z.maxLength(4096, 'signature is at most 4096 characters'),
      z.regex(/^0x[0-9a-fA-F]{130,}$/, 'signature must be a 0x hex signature of at least 65 bytes'),
    ),
  fid: z.number().check(z.int(), z.positive('fid must be a positive integer')),
  username: z.optional(text('username', 64)),
  bio: z.optional(z.string().check(z.maxLength(1024, 'bio is at most 1024 characters'))),
  displayName: z.optional(z.string().check(z.maxLength(256, 'displayName is at most 256 characters'))),
  pfpUrl: z.optional(z.string().check(z.maxLength(2048, 'pfpUrl is at most 2048 characters'))),
})
export type AuthenticateBody = z.output<typeof authenticateBodySchema>

/** `Authorization: Bearer <channelToken>`: a UUID the relay made. */
export const CHANNEL_TOKEN_PATTERN = /^Bearer ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/
