import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ConnectBeforeRequestError,
  EmailLoginCooldownError,
  EmailLoginDependencyError,
  FrameError,
  JsonRpcProviderNotFoundError,
  NoRpcUrlError,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SessionNotInitializedError,
  SignClientNotInitializedError,
  SomethingWentWrongError,
} from './rpc.js'

it('RPC and embedded-wallet request errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new JsonRpcProviderNotFoundError({ chain: 'eip155:1' }),
    new NoRpcUrlError(),
    new SignClientNotInitializedError(),
    new SessionNotInitializedError(),
    new RpcMethodNotAllowedError(),
    new ConnectBeforeRequestError(),
    new RequestAbortedError(),
    new SomethingWentWrongError(),
    new FrameError(),
    new FrameError({ message: 'bad otp' }),
    new EmailLoginDependencyError(),
    new EmailLoginCooldownError({ seconds: 12 }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "JsonRpcProviderNotFoundError: JSON-RPC provider for eip155:1 not found",
      "NoRpcUrlError: No RPC url provided for chainId",
      "SignClientNotInitializedError: Sign Client not initialized",
      "SessionNotInitializedError: Session not initialized",
      "RpcMethodNotAllowedError: Requested RPC call is not allowed",
      "ConnectBeforeRequestError: Please call connect() before request()",
      "RequestAbortedError: Request was aborted",
      "SomethingWentWrongError: Something went wrong",
      "FrameError: An error occurred",
      "FrameError: bad otp",
      "EmailLoginDependencyError: Unable to load email login dependency",
      "EmailLoginCooldownError: Please try again after 12 seconds",
    ]
  `)
})

it('errors can be narrowed by name', () => {
  const error: unknown = new EmailLoginCooldownError({ seconds: 7 })
  if (error instanceof BaseError && error.name === 'EmailLoginCooldownError') {
    expect((error as EmailLoginCooldownError).secondsLeft).toBe(7)
  } else {
    expect.unreachable('the error should narrow by name')
  }
})
