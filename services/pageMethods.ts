/** A JSON-RPC id as a call carries it; anything else answers as null. */
const idOf = (call: unknown) => {
  const id = (call as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/**
 * The answer to a browser page's JSON-RPC body (one call or a batch) that holds a method pages may not send, or
 * undefined when every method is allowed (or the body is not JSON-RPC: the server answers that itself). As the RPC
 * host does, HTTP 200 and -32601 per refused call, so a wallet library falls back as for any unknown method; in a
 * batch with a refused call nothing is run, and the other calls say why.
 */
export function refusePageCalls(
  json: unknown,
  allowMethod: (method: string) => boolean,
  served: string,
): unknown {
  const calls = Array.isArray(json) ? json : [json]
  const methodOf = (call: unknown) => (call as { method?: unknown } | null)?.method
  const refused = calls.find((call) => {
    const method = methodOf(call)
    return typeof method === 'string' && !allowMethod(method)
  })
  if (refused === undefined) return undefined
  const answers = calls.map((call) => {
    const method = methodOf(call)
    const message =
      typeof method === 'string' && !allowMethod(method)
        ? `Method not found: ${method} is not served to browser pages (${served})`
        : `Invalid Request: this batch also holds ${String(methodOf(refused))}, which pages may not send; nothing was run`
    return { jsonrpc: '2.0', id: idOf(call), error: { code: -32601, message } }
  })
  return Array.isArray(json) ? answers : answers[0]
}
