import { Hono } from 'hono'
import { rpcBatchSchema, rpcQuerySchema, rpcRequestSchema } from '../../kernel/protocol/blockchainApi.js'
import { splitCaipNetworkId } from '../../kernel/rules/caip.js'
import type { BlockchainConfig, ChainConfig } from '../blockchain/chainConfig.js'
import { RPC_MAX_RESPONSE_BYTES, RPC_TIMEOUT_MS } from '../constants.js'
import { parseInput, readJsonBody } from './parseInput.js'
import type { GateVariables } from './projectGate.js'
import { isRpcMethodAllowed, NODE_SIGNING_METHODS } from './rpcMethodAllowlist.js'
import { ServiceError } from './serviceError.js'
import { refusedSolanaCall } from './solanaRpcHostMethods.js'

/** The paths of the RPC host: POST {rpc host}/v1/?chainId=...&projectId=... */
export const RPC_HOST_PATHS = ['/v1', '/v1/']

type RpcRequest = {
  jsonrpc: '2.0'
  id?: string | number | null | undefined
  method: string
  params?: unknown
}
type RpcAnswer = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string }
}

/** The -32601 answer to a method the RPC host does not forward. */
function refusal(request: RpcRequest, namespace: string): RpcAnswer {
  if (namespace === 'solana') return refusedSolanaCall(request)
  const message = NODE_SIGNING_METHODS.has(request.method)
    ? `Method not found: ${request.method} would sign with the node's keys; sign in the wallet and send eth_sendRawTransaction`
    : `Method not found: ${request.method} is not served by this RPC host (reads and eth_sendRawTransaction only)`
  return { jsonrpc: '2.0', id: request.id ?? null, error: { code: -32601, message } }
}

/** What the RPC host needs of a chain, EVM or Solana. */
type RpcChain = Pick<ChainConfig, 'caip2' | 'rpcUrl'>

/** POSTs a JSON-RPC body to the chain, within the RPC timeout and the answer byte limit. */
async function callChain(chain: RpcChain, body: unknown): Promise<{ ok: boolean; text: string }> {
  const unavailable = (why: string, cause?: unknown) =>
    new ServiceError(502, 'CHAIN_UNAVAILABLE', `the RPC of ${chain.caip2} ${why}; is the chain running?`, {
      cause,
    })
  let upstream: Response
  try {
    upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch (error) {
    throw unavailable(`did not answer within ${RPC_TIMEOUT_MS / 1000} s`, error)
  }
  const declared = Number(upstream.headers.get('content-length') ?? 0)
  if (declared > RPC_MAX_RESPONSE_BYTES)
    throw unavailable(`answered more than ${RPC_MAX_RESPONSE_BYTES} bytes`)
  const chunks: Uint8Array[] = []
  let bytes = 0
  try {
    const reader = upstream.body?.getReader()
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      bytes += read.value.byteLength
      if (bytes > RPC_MAX_RESPONSE_BYTES) {
        await reader?.cancel()
        throw unavailable(`answered more than ${RPC_MAX_RESPONSE_BYTES} bytes`)
      }
      chunks.push(read.value)
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error
    throw unavailable('broke off its answer', error)
  }
  return { ok: upstream.ok, text: Buffer.concat(chunks).toString('utf8') }
}

/** Forwards the allowed calls of a batch (ids renumbered to their place) and puts every answer back under its own id. */
async function forwardBatch(chain: RpcChain, namespace: string, batch: RpcRequest[]): Promise<RpcAnswer[]> {
  const forwarded = batch.flatMap((request, index) =>
    isRpcMethodAllowed(namespace, request.method) ? [{ ...request, id: index }] : [],
  )
  const byIndex = new Map<number, RpcAnswer>()
  if (forwarded.length > 0) {
    const { text } = await callChain(chain, forwarded)
    let answers: unknown
    try {
      answers = JSON.parse(text)
    } catch {
      throw new ServiceError(502, 'CHAIN_UNAVAILABLE', `the RPC of ${chain.caip2} did not answer JSON`)
    }
    for (const answer of Array.isArray(answers) ? answers : []) {
      const index = (answer as { id?: unknown } | null)?.id
      if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < batch.length)
        byIndex.set(index, answer as RpcAnswer)
    }
  }
  // A notification (no id) gets no answer; every other call gets its chain answer, its refusal or an error.
  return batch.flatMap((request, index): RpcAnswer[] => {
    if (request.id === undefined) return []
    if (!isRpcMethodAllowed(namespace, request.method)) return [refusal(request, namespace)]
    const answer = byIndex.get(index)
    if (!answer)
      return [
        {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: -32603, message: 'the chain did not answer this call' },
        },
      ]
    return [{ ...answer, id: request.id }]
  })
}

/**
 * The RPC host of spec 7: forwards a JSON-RPC request or batch (up to 1000 calls, within the RPC body limit)
 * to the chain named by chainId, only for the methods of RPC_METHOD_ALLOWLIST; others are answered -32601.
 */
export function rpcHostRoutes(config: BlockchainConfig): Hono<{ Variables: GateVariables }> {
  const routes = new Hono<{ Variables: GateVariables }>()
  for (const path of RPC_HOST_PATHS) {
    routes.post(path, async (c) => {
      const { chainId } = parseInput(rpcQuerySchema, c.req.query(), 'query')
      const chain =
        config.chains.find((entry) => entry.caip2 === chainId) ??
        config.solanaChains?.find((entry) => entry.caip2 === chainId)
      if (!chain) {
        throw new ServiceError(
          400,
          'UNSUPPORTED_CHAIN',
          `query.chainId: ${chainId} is not served here; see /v1/supported-chains`,
        )
      }
      const namespace = splitCaipNetworkId(chain.caip2)?.namespace ?? ''
      const body = await readJsonBody(c.req, 'a JSON-RPC 2.0 request or a batch (array) of them')
      if (Array.isArray(body)) {
        const batch = parseInput(rpcBatchSchema, body, 'body')
        return c.json(await forwardBatch(chain, namespace, batch))
      }
      const request = parseInput(rpcRequestSchema, body, 'body')
      if (!isRpcMethodAllowed(namespace, request.method)) return c.json(refusal(request, namespace))
      const { ok, text } = await callChain(chain, request)
      return c.body(text, ok ? 200 : 502, { 'Content-Type': 'application/json' })
    })
  }
  return routes
}
