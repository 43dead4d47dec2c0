import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ConnectBeforeRequestError,
  NoRpcUrlError,
  SessionNotInitializedError,
  SignClientNotInitializedError,
} from './rpc.js'

it('RPC request errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new NoRpcUrlError(),
    new SignClientNotInitializedError(),
    new SessionNotInitializedError(),
    new ConnectBeforeRequestError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "NoRpcUrlError: No RPC url provided for chainId",
      "SignClientNotInitializedError: Sign Client not initialized",
      "SessionNotInitializedError: Session not initialized",
      "ConnectBeforeRequestError: Please call connect() before request()",
    ]
  `)
})

it('errors can be narrowed by name', () => {
  const error: unknown = new NoRpcUrlError({ chainId: 31337 })
  if (error instanceof BaseError && error.name === 'NoRpcUrlError') {
    expect((error as NoRpcUrlError).metaMessages).toEqual(['Chain id: 31337'])
  } else {
    expect.unreachable('the error should narrow by name')
  }
})
