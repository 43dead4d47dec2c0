import * as z from 'zod/mini'
import { EMAIL_PATTERN, MAX_EMAIL_CHARS, SOCIAL_PROVIDER_NAMES } from './signInFields.js'

// The frame protocol's timings and field schemas (spec 5, 9); secureFrame.ts builds its messages on them.

/** Frame readiness delay 500 ms: after READY the client waits this long, then counts as initialised (spec 9). */
export const FRAME_READY_DELAY_MS = 500
/** Frame load timeout 20000 ms: no READY by then is iframe_load_failed (spec 9). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Connect timeout 120000 ms: a connect request unanswered by then is iframe_request_timeout (spec 9). */
export const FRAME_CONNECT_TIMEOUT_MS = 120_000
/** Sign-out wait 3000 ms (spec 9). */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000
/** What SYNC_DAPP_DATA names as the SDK (spec 3): ours, the embedded wallet's plugin of walletdock. */
export const SDK_TYPE = 'walletdock'
export const SDK_VERSION = 'embedded-wallet-1'
/** Frame sdk version default 4 (spec 9): the `version` query parameter of the frame's address. */
export const FRAME_DEFAULT_VERSION = 4
/** Ours: the largest message (JSON text) either side accepts; larger ones are ignored unparsed. */
export const FRAME_MAX_MESSAGE_CHARS = 256 * 1024

/** Message chain namespace is one of eip155, solana, polkadot, bip122, cosmos (spec 5). */
export const MESSAGE_CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** Account type is eoa or smartAccount (spec 5). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
export const EMAIL_CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const

/** Text of at most `max` characters; `what` names the field in the error. */
export const text = (max: number, what: string) =>
  z.string({ error: `${what} must be text` }).check(z.maxLength(max, `${what} is at most ${max} characters`))
export const requiredText = (max: number, what: string) =>
  text(max, what).check(z.minLength(1, `${what} is required`))

/** Ids come from crypto.randomUUID(). */
export const frameMessageIdSchema = z.uuid({ error: 'id must be a UUID from crypto.randomUUID()' })
export const emailSchema = z
  .string({ error: 'email must be text' })
  .check(
    z.maxLength(MAX_EMAIL_CHARS, `email is at most ${MAX_EMAIL_CHARS} characters`),
    z.regex(EMAIL_PATTERN, 'email is not valid'),
  )
/** An OTP is a string (spec 5). */
export const otpSchema = requiredText(16, 'otp')
export const socialProviderSchema = z.enum(SOCIAL_PROVIDER_NAMES, {
  error: 'provider must be one of google, github, apple, facebook, x, discord',
})
export const chainNamespaceSchema = z.enum(MESSAGE_CHAIN_NAMESPACES, {
  error: 'chainNamespace must be one of eip155, solana, polkadot, bip122, cosmos',
})
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { error: 'type must be eoa or smartAccount' })
/** A chain id as a number (eip155) or a string (a CAIP-2 id or a solana genesis hash). */
export const frameChainIdSchema = z.union([
  z.number().check(z.int(), z.positive()),
  requiredText(128, 'chainId'),
])
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** At most this many calls in one wallet_sendCalls (ours: the frame sends them as one user operation). */
export const MAX_WALLET_CALLS = 16

/**
 * EIP-5792 wallet_sendCalls' request (spec 3), as the secure frame checks it (smartAccountCalls.ts): one batch from
 * the account, each call's `to` an address and its data and value, if given, 0x hex (spec 5).
 */
export const walletCallsRequestSchema = z.object({
  version: z.optional(z.string().check(z.maxLength(16))),
  chainId: z.optional(hex),
  from: z.optional(address),
  calls: z
    .array(z.object({ to: address, value: z.optional(hex), data: z.optional(hex) }))
    .check(z.minLength(1), z.maxLength(MAX_WALLET_CALLS)),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

/** Solana send options (spec 3). */
export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  maxRetries: z.optional(z.number().check(z.int(), z.gte(0))),
  minContextSlot: z.optional(z.number().check(z.int(), z.gte(0))),
})

/** The embedded-wallet user (spec 3). */
export const embeddedUserSchema = z.object({
  email: z.optional(z.nullable(text(254, 'email'))),
  userName: z.optional(z.nullable(text(256, 'userName'))),
  chainId: frameChainIdSchema,
  address: requiredText(128, 'address'),
  accounts: z.optional(
    z
      .array(z.object({ address: requiredText(128, 'address'), type: accountTypeSchema }))
      .check(z.maxLength(16)),
  ),
  preferredAccountType: z.optional(accountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
  /** Ours: both accounts of the one login (spec 6: the auth connector supports eip155 and solana), on any chain. */
  eip155Address: z.optional(z.nullable(text(128, 'eip155Address'))),
  solanaAddress: z.optional(z.nullable(text(128, 'solanaAddress'))),
  signature: z.optional(text(1024, 'signature')),
  message: z.optional(text(8192, 'message')),
  siwxMessage: z.optional(z.unknown()),
})
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>
