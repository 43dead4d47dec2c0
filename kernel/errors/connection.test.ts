import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorChainsUnsupportedError,
  FailedToConnectError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  NoConnectorForConnectionError,
} from './connection.js'

it('connection errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new ModalClosedError(),
    new ConnectionRejectedError(),
    new FailedToConnectError(),
    new NoConnectorForConnectionError({ id: 'metamask' }),
    new InvalidConnectionStatusError({ status: 'frozen' }),
    new FailedToDisconnectError(),
    new FailedToDisconnectChainsError(),
    new ConnectorChainsUnsupportedError(),
    new ChainNotSupportedError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "ModalClosedError: Modal closed",
      "ConnectionRejectedError: Connection rejected",
      "FailedToConnectError: Failed to connect",
      "NoConnectorForConnectionError: No connector found for connection: metamask",
      "InvalidConnectionStatusError: Invalid connection status: frozen",
      "FailedToDisconnectError: Failed to disconnect",
      "FailedToDisconnectChainsError: Failed to disconnect chains",
      "ConnectorChainsUnsupportedError: The connector does not support any of the requested chains",
      "ChainNotSupportedError: Chain is not supported",
    ]
  `)
})

it('Failed to disconnect carries the INTERNAL_SDK_ERROR code and its cause', () => {
  const error = new FailedToDisconnectError({ cause: new Error('socket closed') })
  expect(error.code).toBe('INTERNAL_SDK_ERROR')
  expect(error.message).toMatchInlineSnapshot(`
    "Failed to disconnect

    Details: socket closed"
  `)
})
