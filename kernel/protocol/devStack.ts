import * as z from 'zod/mini'

/** `.appkit/dev.json`, written by `appkit dev`: where the local stack listens and what it deployed. */
export const devStackInfoSchema = z.object({
  rpcUrls: z.record(z.string(), z.string()),
  apiUrl: z.string(),
  relayUrl: z.nullable(z.string()),
  secureSiteUrl: z.nullable(z.string()),
  projectId: z.string(),
  tokens: z.array(
    z.object({
      chainId: z.string(),
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.int()),
    }),
  ),
  accounts: z.array(z.string()),
})
export type DevStackInfo = z.infer<typeof devStackInfoSchema>
