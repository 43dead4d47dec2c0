import * as z from 'zod/mini'
import {
  type SolanaRpcMethod,
  solanaRpcParamsSchemas,
  solanaRpcRequestSchema,
} from '../../../plugins/solana/protocol/solanaRpc.js'
import { logHandlerError } from '../../logHandlerError.js'
import { SolanaRpcError } from './solanaRpcError.js'

export type JsonRpcId = string | number | null
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

export type RpcMethodTable = Record<string, { schema: z.ZodMiniType; handler: (params: never) => unknown }>

const failure = (id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
})

/** "params[0]: must be a base58 public key; ..." from zod's issues, or how many params the method takes. */
export function describeParamsIssues(issues: readonly z.core.$ZodIssue[], schema: z.ZodMiniType): string {
  const items = (schema as unknown as { _zod: { def: { items?: unknown[] } } })._zod.def.items ?? []
  return issues
    .map((issue) => {
      if (issue.path.length === 0 && issue.code === 'too_big')
        return `expected at most ${items.length} params`
      if (issue.path.length === 0 && issue.code === 'too_small') {
        return `expected at least ${String(issue.minimum)} params`
      }
      if (issue.path.length === 0) return 'params must be an array'
      const [index, ...rest] = issue.path
      return `params[${String(index)}]${rest.length ? `.${rest.join('.')}` : ''}: ${issue.message}`
    })
    .join('; ')
}

/** Answers one JSON-RPC request object; undefined for a notification (no id). Never throws. */
async function answerRpcRequest(
  value: unknown,
  methods: RpcMethodTable,
  onInternalError: (error: unknown) => void = (error) => logHandlerError('solana rpc method', error),
): Promise<JsonRpcResponse | undefined> {
  const envelope = z.safeParse(solanaRpcRequestSchema, value)
  if (!envelope.success) {
    const id =
      typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : null
    const safeId = typeof id === 'string' || typeof id === 'number' ? id : null
    const why = envelope.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
    return failure(safeId, -32600, `Invalid Request: ${why.join('; ')}`)
  }
  const request = envelope.data
  const answer = (response: JsonRpcResponse) => (request.id === undefined ? undefined : response)
  const id = request.id ?? null
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) return answer(failure(id, -32601, `Method not found: ${request.method}`))
  const params = request.params ?? []
  if (!Array.isArray(params)) return answer(failure(id, -32602, 'Invalid params: params must be an array'))
  const parsed = z.safeParse(method.schema, params)
  if (!parsed.success) {
    return answer(
      failure(id, -32602, `Invalid params: ${describeParamsIssues(parsed.error.issues, method.schema)}`),
    )
  }
  try {
    const result = await method.handler(parsed.data as never)
    return answer({ jsonrpc: '2.0', id, result })
  } catch (error) {
    if (error instanceof SolanaRpcError) return answer(failure(id, error.code, error.message, error.data))
    onInternalError(error)
    return answer(failure(id, -32603, 'Internal error'))
  }
}

/** Answers a request body: one request, or a batch of at most `maxBatch`; undefined when nothing needs an answer. */
export async function answerRpcBody(
  text: string,
  methods: RpcMethodTable,
  options: { maxBatch: number; onInternalError?: (error: unknown) => void },
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failure(null, -32700, 'Parse error: the body is not JSON')
  }
  if (!Array.isArray(body)) return answerRpcRequest(body, methods, options.onInternalError)
  if (body.length === 0) return failure(null, -32600, 'Invalid Request: an empty batch')
  if (body.length > options.maxBatch) {
    return failure(
      null,
      -32600,
      `Invalid Request: a batch holds at most ${options.maxBatch} calls, this one ${body.length}`,
    )
  }
  const answers: JsonRpcResponse[] = []
  // In order, one at a time: transactions in a batch land in the order they were sent.
  for (const entry of body) {
    const response = await answerRpcRequest(entry, methods, options.onInternalError)
    if (response) answers.push(response)
  }
  return answers.length ? answers : undefined
}

/** Pairs each method's handler with its params schema. */
export function methodTable<Handlers extends Partial<Record<SolanaRpcMethod, (params: never) => unknown>>>(
  handlers: Handlers,
): RpcMethodTable {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      {
        schema: solanaRpcParamsSchemas[name as SolanaRpcMethod],
        handler: handler as (params: never) => unknown,
      },
    ]),
  )
}
