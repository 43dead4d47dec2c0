import type * as z from 'zod/mini'

/** JSON-RPC error codes the relay answers with (spec 8). */
export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
} as const

export type RpcError = { code: number; message: string }

/** The -32602 answer to params the method's schema refused, with the first issue. */
export const invalidParams = (issue: z.core.$ZodError) => ({
  error: {
    code: RPC_ERRORS.invalidParams.code,
    message: `Invalid params: ${issue.issues[0]?.message ?? ''}`,
  },
})

/** The -32005 answer to a request a limit refused, with why. */
export const limitExceeded = (why: string) => ({
  error: { code: RPC_ERRORS.limitExceeded.code, message: `Limit exceeded: ${why}` },
})
