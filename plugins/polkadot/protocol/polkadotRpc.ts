import * as z from 'zod/mini'

/** A chain's result for state_getStorage: the SCALE bytes in hex, or null when nothing is stored. */
export const polkadotStorageResult = z.nullable(z.string().check(z.regex(/^0x([0-9a-f]{2})*$/)))

/** A wallet's answer to signRaw, signPayload, polkadot_signMessage or polkadot_signTransaction. */
export const signatureAnswer = z.object({
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x hex')),
})

/** An extension's account entry (accounts.get and subscribe); entries of other key types are left out. */
export const injectedAccountSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
})
