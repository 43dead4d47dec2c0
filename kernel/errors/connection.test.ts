import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorChainsUnsupportedError,
  FailedToConnectError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  FarcasterConnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoAuthConnectorError,
  NoConnectionClientError,
  NoConnectorForConnectionError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  SiwxNotEnabledError,
  SocialConnectError,
  WalletConnectConnectorNotFoundError,
} from './connection.js'

it('connection errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new ModalClosedError(),
    new ConnectionRejectedError(),
    new FailedToConnectError(),
    new PopupClosedError(),
    new FarcasterConnectError(),
    new SocialConnectError(),
    new NoAuthConnectorError(),
    new NotConnectedToEmailOrSocialError(),
    new NoConnectorForConnectionError({ id: 'metamask' }),
    new InvalidConnectionStatusError({ status: 'frozen' }),
    new FailedToDisconnectError(),
    new FailedToDisconnectChainsError(),
    new WalletConnectConnectorNotFoundError(),
    new ConnectorChainsUnsupportedError(),
    new NoActiveCaipAddressError(),
    new NoActiveCaipNetworkError(),
    new NoConnectionClientError(),
    new ChainNotSupportedError(),
    new SiwxNotEnabledError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "ModalClosedError: Modal closed",
      "ConnectionRejectedError: Connection rejected",
      "FailedToConnectError: Failed to connect",
      "PopupClosedError: Popup closed",
      "FarcasterConnectError: Failed to connect to farcaster",
      "SocialConnectError: Failed to initiate social connection",
      "NoAuthConnectorError: No auth connector found",
      "NotConnectedToEmailOrSocialError: Not connected to email or social",
      "NoConnectorForConnectionError: No connector found for connection: metamask",
      "InvalidConnectionStatusError: Invalid connection status: frozen",
      "FailedToDisconnectError: Failed to disconnect",
      "FailedToDisconnectChainsError: Failed to disconnect chains",
      "WalletConnectConnectorNotFoundError: WalletConnectConnector not found",
      "ConnectorChainsUnsupportedError: The connector does not support any of the requested chains",
      "NoActiveCaipAddressError: No ActiveCaipAddress found",
      "NoActiveCaipNetworkError: No ActiveCaipNetwork or client found",
      "NoConnectionClientError: No ConnectionController client found",
      "ChainNotSupportedError: Chain is not supported",
      "SiwxNotEnabledError: SIWX is not enabled",
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
