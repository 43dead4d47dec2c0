import * as z from 'zod/mini'

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'))
const httpUrl = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//, 'must be an http(s) URL'))

/** One network where the embedded wallet can use a smart account: its ERC-4337 bundler, entry point and account factory. */
export const smartAccountNetworkSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  /** The chain's JSON-RPC, where the account's address and code are read. */
  rpcUrl: httpUrl,
  bundlerUrl: httpUrl,
  entryPoint: evmAddress,
  accountFactory: evmAddress,
})
export type SmartAccountNetwork = z.infer<typeof smartAccountNetworkSchema>

/** The secure site's `GET /smart-accounts`: the networks with smart accounts, read by the frame. */
export const smartAccountNetworksResponseSchema = z.object({
  networks: z.array(smartAccountNetworkSchema).check(z.maxLength(256)),
})
