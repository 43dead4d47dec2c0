import * as z from 'zod/mini'

/** The `polkadot` field of `.appkit/dev.json`: the local chain's CAIP-2 id, endpoints and funded dev accounts. */
export const devPolkadotInfoSchema = z.object({
  chainId: z.string().check(z.regex(/^polkadot:[0-9a-f]{32}$/)),
  genesisHash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
  rpcUrl: z.string(),
  wsUrl: z.string(),
  ss58Prefix: z.number().check(z.int()),
  /** Dev-only secret URIs, derived from anvil's public mnemonic: anyone can sign for them. The dev wallet signs with them. */
  accounts: z.array(
    z.object({
      address: z.string(),
      type: z.enum(['sr25519', 'ed25519']),
      devOnlyUri: z.string(),
    }),
  ),
})
export type DevPolkadotInfo = z.infer<typeof devPolkadotInfoSchema>
