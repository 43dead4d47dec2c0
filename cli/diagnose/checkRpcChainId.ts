/** How long one RPC may take to answer eth_chainId. */
export const RPC_TIMEOUT_MS = 5_000

/** Asks an RPC for its chain id with eth_chainId over JSON-RPC 2.0. */
export async function readChainId(rpcUrl: string, fetchFn: typeof fetch = fetch): Promise<number> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result !== 'string') throw new Error(body.error?.message ?? 'no result in the answer')
  return Number.parseInt(body.result, 16)
}
