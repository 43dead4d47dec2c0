import * as z from 'zod/mini'
import {
  type TrustedChain,
  trustedChainsResponseSchema,
} from '../../../plugins/embedded-wallet/protocol/trustedChains.js'

/** The chains the secure site serves with its own RPC (its `GET /chains`, read once; a failed read is tried again). */
export function createFrameTrustedChains(parameters: { siteUrl: string; fetch?: typeof fetch }) {
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  let loading: Promise<TrustedChain[]> | undefined
  return async (chainId: number): Promise<TrustedChain | undefined> => {
    loading ??= doFetch(`${parameters.siteUrl}/chains`)
      .then((response) => response.json())
      .then((body) => z.parse(trustedChainsResponseSchema, body).chains)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return (await loading).find((chain) => chain.chainId === chainId)
  }
}
export type FrameTrustedChains = ReturnType<typeof createFrameTrustedChains>
