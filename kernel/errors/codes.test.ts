import { describe, expect, it } from 'vitest'
import {
  JSON_RPC_ERROR_CODES,
  JSON_RPC_ERROR_MESSAGES,
  PROVIDER_ERROR_CODES,
  WALLET_CALL_ERROR_CODES,
} from './codes.js'

describe('error code tables', () => {
  it('JSON-RPC codes: -32700 parse error to -32000 server error, and -32001 to -32006', () => {
    expect(JSON_RPC_ERROR_CODES).toMatchInlineSnapshot(`
      {
        "internalError": -32603,
        "invalidParams": -32602,
        "invalidRequest": -32600,
        "jsonRpcVersionUnsupported": -32006,
        "limitExceeded": -32005,
        "methodNotFound": -32601,
        "methodNotSupported": -32004,
        "parseError": -32700,
        "resourceNotFound": -32001,
        "resourceUnavailable": -32002,
        "serverError": -32000,
        "transactionRejected": -32003,
      }
    `)
    expect(JSON_RPC_ERROR_MESSAGES[-32603]).toBe('Internal error')
  })
  it('provider codes: 4001 user rejected ... 5000 default', () => {
    expect(PROVIDER_ERROR_CODES).toMatchInlineSnapshot(`
      {
        "chainDisconnected": 4901,
        "default": 5000,
        "disconnected": 4900,
        "switchChain": 4902,
        "unauthorized": 4100,
        "unsupportedMethod": 4200,
        "userRejectedRequest": 4001,
      }
    `)
  })
  it('wallet call codes: 5700 to 5760', () => {
    expect(Object.values(WALLET_CALL_ERROR_CODES)).toEqual([5700, 5710, 5720, 5730, 5740, 5750, 5760])
  })
})
