import * as z from 'zod/mini'

const httpUrl = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//, 'must be an http(s) URL'))
const weiText = z.string().check(z.regex(/^\d{1,78}$/, 'must be an amount in wei, as decimal digits'))

/**
 * An eip155 chain the secure site serves with an RPC of its own: the frame reads fees, gas and nonces there and
 * sends the transaction there, never through the RPC the host page names.
 */
export const trustedChainSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  rpcUrl: httpUrl,
  nativeCurrency: z.object({
    symbol: z.string().check(z.minLength(1), z.maxLength(16)),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
  }),
  /** The native currency's price in USD, when the site knows it (the panel then shows amounts in USD too). */
  usdPrice: z.optional(z.number().check(z.positive())),
  /** A network fee (gas limit × max fee per gas) above this is flagged in red and needs a confirmation. */
  feeBoundWei: weiText,
})
export type TrustedChain = z.infer<typeof trustedChainSchema>

/** The secure site's `GET /chains`: the chains it has an RPC for, read by the frame. */
export const trustedChainsResponseSchema = z.object({
  chains: z.array(trustedChainSchema).check(z.maxLength(256)),
})
