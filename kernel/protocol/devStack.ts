import { z } from 'zod'

/** `.appkit/dev.json`, written by `appkit dev`: where the local stack listens and what it deployed. */
export const devStackInfoSchema = z.object({
  rpcUrls: z.record(z.string(), z.string()),
  apiUrl: z.string(),
  relayUrl: z.string().nullable(),
  secureSiteUrl: z.string().nullable(),
  projectId: z.string(),
  tokens: z.array(
    z.object({
      chainId: z.string(),
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
    }),
  ),
  accounts: z.array(z.string()),
})
export type DevStackInfo = z.infer<typeof devStackInfoSchema>
