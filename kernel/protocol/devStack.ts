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
  /** The local Solana chain (litesvm): its CAIP-2 id, endpoints, the DUSD mint and the funded dev accounts. */
  solana: z.object({
    chainId: z.string(),
    genesisHash: z.string(),
    rpcUrl: z.string(),
    wsUrl: z.string(),
    mint: z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.int()),
    }),
    /** Dev-only keys, derived from anvil's public mnemonic: anyone can sign for them. The dev wallet signs with them. */
    accounts: z.array(z.object({ address: z.string(), devOnlySecretKey: z.string() })),
  }),
})
export type DevStackInfo = z.infer<typeof devStackInfoSchema>
