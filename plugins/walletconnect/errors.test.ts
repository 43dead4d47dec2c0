import { expect, it } from 'vitest'
import { BaseError } from 'walletdock/errors'
import { WalletConnectConnectorNotFoundError } from './errors.js'

it("the plugin's own error subclasses the public base, with the spec text and a code", () => {
  const error = new WalletConnectConnectorNotFoundError()
  expect(error).toBeInstanceOf(BaseError)
  expect([error.name, error.shortMessage, error.code]).toEqual([
    'WalletConnectConnectorNotFoundError',
    'WalletConnectConnector not found',
    'WALLETCONNECT_CONNECTOR_NOT_FOUND',
  ])
})
