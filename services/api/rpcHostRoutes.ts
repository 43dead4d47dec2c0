import { Hono } from 'hono'
import { rpcBatchSchema, rpcQuerySchema, rpcRequestSchema } from '../../kernel/protocol/blockchainApi.js'
import type { BlockchainConfig } from '../blockchain/chainConfig.js'
import { parseInput, readJsonBody } from './parseInput.js'
import type { GateVariables } from './projectGate.js'
import { ServiceError } from './serviceError.js'
import { refusedSolanaCall, SOLANA_RPC_HOST_METHODS } from './solanaRpcHostMethods.js'

/** The paths of the RPC host: POST {rpc host}/v1/?chainId=...&projectId=... */
export const RPC_HOST_PATHS = ['/v1', '/v1/']

/** The RPC host of spec 7: forwards a JSON-RPC request or batch to the chain named by chainId. */
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
      const body = await readJsonBody(c.req, 'a JSON-RPC 2.0 request or a batch (array) of them')
      const request = parseInput(Array.isArray(body) ? rpcBatchSchema : rpcRequestSchema, body, 'body')
      // Solana chains: only the read and broadcast methods go through; the others are answered here.
      const calls = Array.isArray(request) ? request : [request]
      const refused = chainId.startsWith('solana:')
        ? calls.filter((call) => !SOLANA_RPC_HOST_METHODS.has(call.method))
        : []
      const forwarded = refused.length ? calls.filter((call) => !refused.includes(call)) : calls
      const refusals = refused.filter((call) => call.id !== undefined).map(refusedSolanaCall)
      if (forwarded.length === 0) {
        return c.json(Array.isArray(request) ? refusals : (refusals[0] ?? null))
      }
      let upstream: Response
      try {
        upstream = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(refused.length ? forwarded : request),
        })
      } catch (error) {
        throw new ServiceError(
          502,
          'CHAIN_UNAVAILABLE',
          `the RPC of ${chainId} did not answer; is the chain running?`,
          {
            cause: error,
          },
        )
      }
      const text = await upstream.text()
      if (refused.length && upstream.ok) {
        let answers: unknown
        try {
          answers = text ? JSON.parse(text) : []
        } catch (error) {
          throw new ServiceError(
            502,
            'CHAIN_UNAVAILABLE',
            `the RPC of ${chainId} answered with something other than JSON`,
            { cause: error },
          )
        }
        return c.json([...(Array.isArray(answers) ? answers : [answers]), ...refusals])
      }
      return c.body(text, upstream.ok ? 200 : 502, { 'Content-Type': 'application/json' })
    })
  }
  return routes
}
