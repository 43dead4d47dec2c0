import { projectIdSchema } from 'walletdock/rules'
import * as z from 'zod/mini'
import { emailSchema, socialProviderSchema } from './secureFrame.js'

/**
 * Wire schemas of the secure site's auth API (`/auth/v1/*`, on the secure site's origin), shared by
 * services/secureSite and the frame. See docs/embedded-wallet.md.
 */

/** Ours: the largest request body of an auth route. */
export const AUTH_MAX_BODY_BYTES = 16 * 1024
/** Ours: a one-time code is 6 digits. */
export const OTP_PATTERN = /^[0-9]{6}$/

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be base64url text` })
    .check(
      z.minLength(min, `${what} is at least ${min} characters`),
      z.maxLength(max, `${what} is at most ${max} characters`),
      z.regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url text`),
    )

export const authQuerySchema = z.object({
  projectId: projectIdSchema('projectId is required: pass ?projectId=<your project id>'),
})

const flowId = z.uuid({ error: 'flowId must be the flowId of the connect-email answer' })
const otp = z
  .string({ error: 'otp must be text' })
  .check(z.regex(OTP_PATTERN, 'otp must be the 6-digit code from the email'))

/** A P-256 public key as a JWK (the recovery key, and a new device's one-time key). */
export const p256PublicJwkSchema = z.object({
  kty: z.literal('EC', { error: 'kty must be EC' }),
  crv: z.literal('P-256', { error: 'crv must be P-256' }),
  x: base64url('x', 43, 43),
  y: base64url('y', 43, 43),
})
export type P256PublicJwk = z.infer<typeof p256PublicJwkSchema>

/** A share sealed to a P-256 key: ECDH-ES with an ephemeral key, HKDF-SHA256, AES-256-GCM. */
export const sealedShareSchema = z.object({
  ephemeralPublicKey: p256PublicJwkSchema,
  iv: base64url('iv', 16, 16),
  ciphertext: base64url('ciphertext', 16, 256),
})
export type SealedShare = z.infer<typeof sealedShareSchema>

export const connectEmailBodySchema = z.object({
  email: emailSchema,
  deviceId: z.uuid({ error: 'deviceId must be a UUID' }),
  origin: z.string({ error: 'origin must be the host page origin' }).check(z.maxLength(2048)),
})
export const connectEmailResponseSchema = z.object({
  action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
  flowId,
})
export const connectDeviceBodySchema = z.object({ flowId })
export const connectDeviceResponseSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) })
export const approveDeviceBodySchema = z.object({ token: base64url('token', 43, 43) })
export const connectOtpBodySchema = z.object({ flowId, otp })

export const authUserSchema = z.object({
  id: z.string(),
  /** null for a user who signs in with a social provider or farcaster and has no email. */
  email: z.nullable(z.string()),
  /** The social provider's or farcaster's user name (spec 3), for a user who signs in with one. */
  userName: z.optional(z.nullable(z.string())),
  eip155Address: z.nullable(z.string()),
  solanaAddress: z.nullable(z.string()),
})
export type AuthUser = z.infer<typeof authUserSchema>

export const connectOtpResponseSchema = z.object({
  action: z.literal('CONNECT'),
  sessionToken: z.string(),
  sessionId: z.string(),
  user: authUserSchema,
})
export const userResponseSchema = z.object({ user: authUserSchema })

/** Signatures by both of a wallet's keys: EIP-191 by the eip155 key, base58 ed25519 by the solana key. */
const walletProofSchema = z.object({
  eip155Signature: z
    .string()
    .check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'proof.eip155Signature must be a 65-byte 0x signature')),
  solanaSignature: z
    .string()
    .check(
      z.regex(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, 'proof.solanaSignature must be a base58 ed25519 signature'),
    ),
})
export const createWalletBodySchema = z.object({
  /** A Shamir share of the 32-byte seed: 33 bytes. */
  authShare: base64url('authShare', 44, 44),
  recoveryEnvelope: sealedShareSchema,
  eip155Address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'eip155Address must be a 0x address')),
  solanaAddress: z
    .string()
    .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'solanaAddress must be a base58 address')),
  /** Both addresses' keys sign the registration (services/secureSite/custody/registrationProof.ts): no address the shares do not control. */
  proof: walletProofSchema,
})
/**
 * Sign-out with a fresh split of the same seed (docs/embedded-wallet.md, Sign-out): the new auth share and recovery
 * envelope, signed by both of the wallet's keys over the session and the new shares (custody/rotationProof.ts).
 */
export const rotateWalletBodySchema = z.object({
  authShare: base64url('authShare', 44, 44),
  recoveryEnvelope: sealedShareSchema,
  proof: walletProofSchema,
})
export const rotateWalletResponseSchema = z.object({ rotated: z.literal(true), signedOut: z.literal(true) })
export const authShareResponseSchema = z.object({ authShare: z.string() })
export const recoveryBodySchema = z.object({ recipientPublicKey: p256PublicJwkSchema })
export const recoveryResponseSchema = z.object({ envelope: sealedShareSchema })
export const recoveryKeyResponseSchema = z.object({ publicKey: p256PublicJwkSchema })
export const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })

export const updateEmailBodySchema = z.object({ email: emailSchema })
export const updateEmailResponseSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP'), flowId })
export const updateEmailOtpBodySchema = z.object({ flowId, otp })
export const updateEmailPrimaryResponseSchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const updateEmailSecondaryResponseSchema = z.object({ email: z.string() })
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) })

/** Ours: a social flow (redirect to the provider, back, claimed by the frame) lives 10 minutes. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000
export const socialStartBodySchema = z.object({
  provider: socialProviderSchema,
  deviceId: z.uuid({ error: 'deviceId must be a UUID' }),
  origin: z.string({ error: 'origin must be the host page origin' }).check(z.maxLength(2048)),
})
export const socialStartResponseSchema = z.object({ uri: z.string() })
export const socialConnectBodySchema = z.object({
  uri: z
    .string({ error: 'uri must be the result address the social login popup sent' })
    .check(z.minLength(1, 'uri is required'), z.maxLength(4096, 'uri is at most 4096 characters')),
  deviceId: z.uuid({ error: 'deviceId must be a UUID' }),
})
/** The message the secure site's social callback page posts to the window that opened it. */
export const SOCIAL_RESULT_MESSAGE_TYPE = '@appkit-social/RESULT'
export const socialResultMessageSchema = z.object({
  type: z.literal(SOCIAL_RESULT_MESSAGE_TYPE),
  resultUri: z.string().check(z.minLength(1), z.maxLength(4096)),
})
/** POST /auth/v1/farcaster/channel: opens a Sign In With Farcaster channel for this device. */
export const farcasterChannelBodySchema = z.object({
  deviceId: z.uuid({ error: 'deviceId must be a UUID' }),
  origin: z.string({ error: 'origin must be the host page origin' }).check(z.maxLength(2048)),
})
export const farcasterChannelResponseSchema = z.object({
  flowId: z.uuid(),
  /** The sign-in URL a Farcaster client opens (shown as a QR code and a deep link). */
  url: z.url({ protocol: /^https?$/ }),
})
export const farcasterConnectBodySchema = z.object({
  flowId: z.uuid({ error: 'flowId must be the flowId of the farcaster/channel answer' }),
})
/** POST /auth/v1/farcaster/connect: pending until the Farcaster client signed, then the session. */
export const farcasterConnectResponseSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({
    action: z.literal('CONNECT'),
    sessionToken: z.string(),
    sessionId: z.string(),
    user: authUserSchema,
  }),
])
