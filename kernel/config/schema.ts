import { z } from 'zod'

/** CAIP-2 network id: exactly two non-empty colon-separated parts (spec section 5). */
export const caipNetworkIdSchema = z
  .string()
  .regex(
    /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/,
    'Invalid CAIP-2 network id: use "namespace:reference", e.g. "eip155:1"',
  )

export const networkSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: z.enum(['eip155', 'solana', 'bip122', 'polkadot']),
  name: z.string().min(1),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
  }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string().url()).min(1) }) }),
  blockExplorers: z.object({ default: z.object({ name: z.string(), url: z.string().url() }) }).optional(),
  assets: z.object({ imageId: z.string().optional() }).optional(),
  testnet: z.boolean().optional(),
})

export const metadataSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  url: z.string().url(),
  icons: z.array(z.string().url()),
})

export const themeModeSchema = z.enum(['light', 'dark', 'system'])

export const configSchema = z.object({
  projectId: z.string().min(1, 'Project ID Not Configured: set `projectId` to the id of your project'),
  metadata: metadataSchema.optional(),
  networks: z.array(networkSchema).min(1, 'Add at least one network to `networks`'),
  themeMode: themeModeSchema.default('system'),
})

export type AppKitConfigInput = z.input<typeof configSchema>
export type AppKitConfig = z.output<typeof configSchema>
export type Network = z.output<typeof networkSchema>
