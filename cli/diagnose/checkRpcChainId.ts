import * as z from 'zod/mini'
import { callJsonRpc } from '../../kernel/http/callJsonRpc.js'

/** How long one RPC may take to answer eth_chainId. */
export const RPC_TIMEOUT_MS = 5_000

/** Asks an RPC for its chain id with eth_chainId over JSON-RPC 2.0. */
export async function readChainId(rpcUrl: string): Promise<number> {
  const chainId = await callJsonRpc({
    url: rpcUrl,
    method: 'eth_chainId',
    result: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'a hex quantity')),
    timeoutMs: RPC_TIMEOUT_MS,
  })
  return Number.parseInt(chainId, 16)
}
