import * as z from 'zod/mini'
import { ACCOUNT_NAME_MAX_LENGTH, isAccountName } from './nameRules.js'

/**
 * The names wire contract (spec sections 5 and 7, the profile API), shared by the names plugin and the
 * services' names routes (services/api/names). Imports only zod/mini. See docs/plugins/names.md.
 */

export {
  chainIdFromCoinType,
  coinTypeFromChainId,
  isAccountName,
} from './nameRules.js'

/** Ours: the largest signed registration message, in bytes (UTF-8). */
export const NAME_MESSAGE_MAX_BYTES = 2 * 1024
/** Ours: the largest signature, in characters (a 6492-wrapped smart-account signature is long). */
export const NAME_SIGNATURE_MAX_CHARS = 8 * 1024
/** Ours: the largest body of POST /v1/profile/account. */
export const NAME_MAX_BODY_BYTES = 16 * 1024
/** Ours: at most this many attributes (avatar, bio, ...) on a name, each value at most this many bytes. */
export const NAME_MAX_ATTRIBUTES = 8
export const NAME_ATTRIBUTE_MAX_BYTES = 1024
/** Ours: a registration message is refused when its timestamp is further from the server's clock than this. */
export const NAME_MESSAGE_MAX_AGE_SECONDS = 10 * 60
/** Ours: at most this many suggestions in one answer. */
export const NAME_MAX_SUGGESTIONS = 6
const bytesOf = (text: string) => new TextEncoder().encode(text).length
const evmAddress = z
  .string({ error: 'address must be text' })
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'address must be an EVM address: 0x and 40 hex characters'))

/** A full name as the API takes it: a name and one of the service's suffixes (`alice.reown.id`). */
export const fullNameSchema = z.string({ error: 'name must be text' }).check(
  z.maxLength(ACCOUNT_NAME_MAX_LENGTH + 32, `name is at most ${ACCOUNT_NAME_MAX_LENGTH + 32} characters`),
  z.refine(
    (value) => isAccountName(value.split('.')[0] ?? ''),
    'name must start with letters, digits and hyphens, at least 4 characters',
  ),
)

export const attributesSchema = z.record(
  z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/, 'attribute names are a-z, 0-9 and _, at most 32')),
  z
    .string({ error: 'attribute values must be text' })
    .check(
      z.refine(
        (value) => bytesOf(value) <= NAME_ATTRIBUTE_MAX_BYTES,
        `attribute values are at most ${NAME_ATTRIBUTE_MAX_BYTES} bytes`,
      ),
    ),
)

/** What the account signs (JSON text): the name with its suffix, the account, the chain's coin type, when. */
export const registrationMessageSchema = z.object({
  name: fullNameSchema,
  address: evmAddress,
  coin_type: z.number({ error: 'coin_type must be a number' }),
  attributes: z.optional(
    attributesSchema.check(
      z.refine(
        (value) => Object.keys(value).length <= NAME_MAX_ATTRIBUTES,
        `at most ${NAME_MAX_ATTRIBUTES} attributes`,
      ),
    ),
  ),
  /** Unix seconds. */
  timestamp: z.number({ error: 'timestamp must be unix seconds' }).check(z.int()),
})
export type RegistrationMessage = z.infer<typeof registrationMessageSchema>

/** spec section 7: POST /v1/profile/account's body. */
export const registerNameBodySchema = z.object({
  coin_type: z.number({ error: 'coin_type must be a number' }).check(z.int(), z.nonnegative()),
  address: evmAddress,
  message: z
    .string({ error: 'message must be text' })
    .check(
      z.refine(
        (value) => bytesOf(value) <= NAME_MESSAGE_MAX_BYTES,
        `message is at most ${NAME_MESSAGE_MAX_BYTES} bytes`,
      ),
    ),
  signature: z
    .string({ error: 'signature must be text' })
    .check(
      z.maxLength(NAME_SIGNATURE_MAX_CHARS, `signature is at most ${NAME_SIGNATURE_MAX_CHARS} characters`),
      z.regex(/^0x[0-9a-fA-F]+$/, 'signature must be 0x and hex'),
    ),
})
export type RegisterNameBody = z.infer<typeof registerNameBodySchema>

/**
 * A name's record: its addresses by coin type (decimal text) and its attributes. `registered_at` is absent
 * for an ENS name (`alice.eth`), which the service reads from the chain's ENS.
 */
export const nameProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
  registered_at: z.optional(z.string()),
})
export type NameProfile = z.infer<typeof nameProfileSchema>

export const reverseResponseSchema = z.array(nameProfileSchema)
export const suggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export const registerResponseSchema = z.object({ success: z.boolean(), name: z.string() })
