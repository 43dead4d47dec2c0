import * as z from 'zod/mini'
import { HttpRequestError, NetworkRequestError } from '../errors/http.js'
import { InvalidRpcResponseError, RpcResponseError } from '../errors/rpc.js'
import { randomId } from '../randomId.js'

export type CallJsonRpcParameters<result extends z.core.$ZodType> = {
  /** The node's HTTP URL. Errors name only its origin: an RPC URL's path often holds an API key. */
  url: string
  method: string
  /** The call's params; `[]` when left out. */
  params?: unknown
  /** Checks the answer's `result`; the call returns what it parses. Without it any result is returned as is. */
  result?: result | undefined
  /** Cancels the call: it rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal | undefined
  /** Gives up after this many milliseconds with a NetworkRequestError (its cause a TimeoutError). */
  timeoutMs?: number | undefined
  /** The fetch to send with (a plugin passes `ctx.http.fetch`); the global fetch by default. */
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined
}

const answerSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(
    z.object({ code: z.number().check(z.int()), message: z.string(), data: z.optional(z.unknown()) }),
  ),
})

/** The start of a body that was not what was asked for, on one line. */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line ? `"${line.length > 80 ? `${line.slice(0, 80)}…` : line}"` : 'an empty body'
}

/**
 * One JSON-RPC 2.0 call over HTTP POST (an id from crypto.randomUUID), its answer checked with zod.
 * Throws RpcResponseError with the node's code and message for an error answer (on any HTTP status),
 * HttpRequestError for another non-2xx answer, InvalidRpcResponseError for a body that is not JSON, not a
 * JSON-RPC answer to this call, or whose result fails `result`, and NetworkRequestError when no answer came.
 */
export async function callJsonRpc<result extends z.core.$ZodType = z.ZodMiniUnknown>(
  parameters: CallJsonRpcParameters<result>,
): Promise<z.output<result>> {
  const { url, method } = parameters
  const origin = originOf(url)
  const invalid = (details: string) => new InvalidRpcResponseError({ origin, method, details })
  const timeout = parameters.timeoutMs === undefined ? undefined : AbortSignal.timeout(parameters.timeoutMs)
  const { signal, release } = both(parameters.signal, timeout)
  const id = randomId()
  let response: Response
  let text: string
  try {
    response = await (parameters.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: parameters.params ?? [] }),
      signal,
    })
    text = await response.text()
  } catch (cause) {
    if (parameters.signal?.aborted) throw parameters.signal.reason
    throw new NetworkRequestError({ url: origin, cause: timeout?.aborted ? timeout.reason : cause })
  } finally {
    release()
  }
  let body: unknown
  let isJson = true
  try {
    body = JSON.parse(text)
  } catch {
    isJson = false
  }
  const answer = z.safeParse(answerSchema, body)
  if (answer.success && answer.data.error)
    throw new RpcResponseError({ ...answer.data.error, origin, method })
  if (!response.ok)
    throw new HttpRequestError({
      status: response.status,
      url: origin,
      details: `${method}: ${excerpt(text)}`,
    })
  if (!isJson) throw invalid(`the body is not JSON: ${excerpt(text)}`)
  if (!answer.success) throw invalid(`not a JSON-RPC 2.0 answer: ${problems(answer.error)}`)
  if (answer.data.id !== id)
    throw invalid(`the answer's id ${JSON.stringify(answer.data.id)} is not the call's`)
  if (!Object.hasOwn(body as object, 'result')) throw invalid('the answer has neither a result nor an error')
  if (!parameters.result) return answer.data.result as z.output<result>
  const checked = z.safeParse(parameters.result, answer.data.result)
  if (!checked.success) throw invalid(`unexpected result: ${problems(checked.error)}`)
  return checked.data
}

/** What a zod error found, on one line (zod/mini carries no English messages): `id: expected string or number`. */
function problems(error: z.core.$ZodError): string {
  const expected = (issue: z.core.$ZodIssue): string[] =>
    issue.code === 'invalid_type'
      ? [issue.expected]
      : issue.code === 'invalid_value'
        ? issue.values.map((value) => JSON.stringify(value))
        : issue.code === 'invalid_union'
          ? issue.errors.flat().flatMap(expected)
          : [issue.message === 'Invalid input' ? issue.code : issue.message]
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'the value'}: expected ${expected(issue).join(' or ')}`)
    .join('; ')
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'an invalid URL'
  }
}

/**
 * One signal that aborts with whichever of the two aborts first (AbortSignal.any is too new for some browsers),
 * and `release`, which takes its listeners off the caller's signal once the call is over.
 */
function both(
  first: AbortSignal | undefined,
  second: AbortSignal | undefined,
): { signal: AbortSignal | undefined; release: () => void } {
  if (!first || !second) return { signal: first ?? second, release: () => undefined }
  const controller = new AbortController()
  const listening = new AbortController()
  for (const source of [first, second]) {
    if (source.aborted) controller.abort(source.reason)
    else
      source.addEventListener('abort', () => controller.abort(source.reason), {
        once: true,
        signal: listening.signal,
      })
  }
  return { signal: controller.signal, release: () => listening.abort() }
}
