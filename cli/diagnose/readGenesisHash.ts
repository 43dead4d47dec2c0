import { RPC_TIMEOUT_MS } from './checkRpcChainId.js'

/** Asks a Solana RPC for its genesis hash (getGenesisHash over JSON-RPC 2.0). */
export async function readGenesisHash(rpcUrl: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash', params: [] }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result !== 'string') throw new Error(body.error?.message ?? 'no result in the answer')
  return body.result
}
