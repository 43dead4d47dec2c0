import * as z from 'zod/mini'

/**
 * spec section 5: a wallet assets response is valid only if every asset has a string address and
 * balance, type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and numeric
 * decimals and price. ERC-7811 keys the assets by hex chain id.
 */
const assetSchema = z.object({
  address: z.string(),
  balance: z
    .string()
    .check(z.regex(/^0x[0-9a-fA-F]+$/, 'balance must be a hex quantity like 0x1bc16d674ec80000')),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    iconUrl: z.string(),
    decimals: z.number().check(z.int(), z.nonnegative()),
    price: z.number().check(z.nonnegative()),
  }),
})

export const assetsResponseSchema = z.record(
  z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'each key must be a hex chain id like 0x1')),
  z.array(assetSchema),
)

export type WalletAsset = z.infer<typeof assetSchema>
