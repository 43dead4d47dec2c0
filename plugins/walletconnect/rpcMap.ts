import type { CaipNetwork } from 'walletdock/plugin'
import { z } from 'zod'

/** Reads a session's provider answers from the chain's own RPC (the rpcMap), never by asking the wallet. */
export const WC_RPC_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

/** spec section 3, wallet session namespaces: the rpcMap, each configured eip155 network's RPC URL by CAIP-2 id. */
export function rpcMapOf(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (network.chainNamespace === 'eip155' && url) map[network.caipNetworkId] = url
  }
  return map
}

/** A JSON-RPC answer: a result, or an error with its code and message. */
const rpcAnswerSchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})

let nextId = 0
/** One JSON-RPC call to `url`; an error answer throws with its code and message. */
export async function callRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
  })
  if (!response.ok) throw new Error(`${method}: the RPC at ${url} answered HTTP ${response.status}`)
  const parsed = rpcAnswerSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success)
    throw new Error(
      `${method}: the RPC at ${url} answered ${z.prettifyError(parsed.error)}; expected JSON-RPC 2.0`,
    )
  const answer = parsed.data
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
  return answer.result
}
