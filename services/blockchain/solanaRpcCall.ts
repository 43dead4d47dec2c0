/** A JSON-RPC error a Solana node answered with. */
export class SolanaNodeError extends Error {
  override name = 'SolanaNodeError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Call = { method: string; params: unknown[] }
type Answer = { id: number; result?: unknown; error?: { code: number; message: string } }

/** Sends calls to a Solana JSON-RPC as one batch and returns their results in order; a node error rejects. */
export async function solanaRpcBatch(rpcUrl: string, calls: readonly Call[]): Promise<unknown[]> {
  if (calls.length === 0) return []
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params })),
    ),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`the Solana RPC ${rpcUrl} answered HTTP ${response.status}`)
  const answers = (await response.json()) as Answer[]
  if (!Array.isArray(answers))
    throw new Error(`the Solana RPC ${rpcUrl} did not answer the batch with a list`)
  return calls.map((call, id) => {
    const answer = answers.find((entry) => entry.id === id)
    if (!answer) throw new Error(`the Solana RPC ${rpcUrl} did not answer ${call.method}`)
    if (answer.error) throw new SolanaNodeError(answer.error.code, `${call.method}: ${answer.error.message}`)
    return answer.result
  })
}

/** One call to a Solana JSON-RPC. */
export async function solanaRpcCall<Result>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<Result> {
  const [result] = await solanaRpcBatch(rpcUrl, [{ method, params }])
  return result as Result
}
