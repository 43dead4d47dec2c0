import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import * as caip from './caip.js'
import * as connection from './connection.js'
import * as features from './features.js'
import { HttpRequestError, RateLimitedError, ServerError } from './http.js'
import * as relay from './relay.js'
import * as rpc from './rpc.js'

it('every named error of spec section 8 has the spec text as its short message', () => {
  const errors: BaseError[] = [
    new connection.ModalClosedError(),
    new connection.ConnectionRejectedError(),
    new connection.FailedToConnectError(),
    new connection.PopupClosedError(),
    new connection.FarcasterConnectError(),
    new connection.SocialConnectError(),
    new connection.NoAuthConnectorError(),
    new connection.NotConnectedToEmailOrSocialError(),
    new connection.NoConnectorForConnectionError({ id: 'metamask' }),
    new connection.InvalidConnectionStatusError({ status: 'frozen' }),
    new connection.FailedToDisconnectError(),
    new connection.FailedToDisconnectChainsError(),
    new connection.WalletConnectConnectorNotFoundError(),
    new connection.ConnectorChainsUnsupportedError(),
    new connection.NoActiveCaipAddressError(),
    new connection.NoActiveCaipNetworkError(),
    new connection.NoConnectionClientError(),
    new connection.ChainNotSupportedError(),
    new connection.SiwxNotEnabledError(),
    new rpc.JsonRpcProviderNotFoundError({ chain: 'eip155:1' }),
    new rpc.NoRpcUrlError(),
    new rpc.SignClientNotInitializedError(),
    new rpc.SessionNotInitializedError(),
    new rpc.RpcMethodNotAllowedError(),
    new rpc.ConnectBeforeRequestError(),
    new rpc.RequestAbortedError(),
    new rpc.SomethingWentWrongError(),
    new rpc.FrameError(),
    new rpc.FrameError({ message: 'bad otp' }),
    new rpc.EmailLoginDependencyError(),
    new rpc.EmailLoginCooldownError({ seconds: 12 }),
    new HttpRequestError({ status: 503 }),
    new RateLimitedError(),
    new ServerError(),
    new caip.InvalidCaip10AddressError(),
    new caip.InvalidCaip2NetworkIdError(),
    new caip.InvalidCaipAddressError(),
    new caip.NetworkNotFoundError(),
    new caip.InvalidChainIdError(),
    new relay.RelayOfflineError(),
    new relay.RelayConnectError(),
    new relay.RelaySocketClosedError({ code: 3000 }),
    new relay.RelayUnsupportedMethodError({ method: 'wc_foo' }),
    new relay.RelayNotInitializedError({ what: 'core' }),
    new relay.NoMatchingKeyError({ context: 'pairing', key: 'abc' }),
    new relay.RelayExpiredError({ context: 'proposal' }),
    new relay.PairingUriExpiredError(),
    new relay.PairingExistsError({ topic: 'abc' }),
    new relay.DecodeError({ reason: 'Unsupported encoding' }),
    new features.GasPriceNetworkError(),
    new features.SwapsNetworkError(),
    new features.NameServiceError({ action: 'resolve' }),
    new features.NameServiceError({ action: 'suggestions' }),
    new features.NameServiceError({ action: 'reverse' }),
    new features.NameServiceError({ action: 'register', name: 'alice.reown.id' }),
    new features.AddressOrAuthConnectorNotFoundError(),
    new features.SendError({ reason: 'amountAndReceiver' }),
    new features.SendError({ reason: 'token' }),
    new features.SendError({ reason: 'unsupportedChain' }),
    new features.SendError({ reason: 'tokenAddress' }),
    new features.InvalidSignatureError(),
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
      "HttpRequestError: HTTP status code: 503",
      "RateLimitedError: Rate limited",
      "ServerError: Server error",
      "InvalidCaip10AddressError: Invalid CAIP-10 address",
      "InvalidCaip2NetworkIdError: Invalid CAIP-2 network id",
      "InvalidCaipAddressError: Invalid CAIP Address",
      "NetworkNotFoundError: Network not found",
      "InvalidChainIdError: Invalid chainId",
      "RelayOfflineError: No internet connection detected. Please restart your network and try again.",
      "RelayConnectError: Couldn't establish socket connection to the relay server",
      "RelaySocketClosedError: Socket stalled when trying to connect: closed with code 3000",
      "RelayUnsupportedMethodError: Unsupported method: wc_foo",
      "RelayNotInitializedError: Not initialized: core",
      "NoMatchingKeyError: No matching key. pairing: abc",
      "RelayExpiredError: Expired. proposal",
      "PairingUriExpiredError: pair() URI has expired. Please try again with a new connection URI.",
      "PairingExistsError: Pairing already exists: abc. Please try again with a new connection URI.",
      "DecodeError: Unsupported encoding",
      "GasPriceNetworkError: Network not supported for Gas Price",
      "SwapsNetworkError: Network not supported for Swaps",
      "NameServiceError: Error resolving name",
      "NameServiceError: Error fetching name suggestions",
      "NameServiceError: Error fetching names for address",
      "NameServiceError: Error registering name alice.reown.id",
      "AddressOrAuthConnectorNotFoundError: Address or auth connector not found",
      "SendError: An amount and receiver address are required",
      "SendError: A token is required",
      "SendError: Unsupported chain",
      "SendError: Token address is required for an ERC20 transfer",
      "InvalidSignatureError: Invalid signature: it must be 65 bytes with a recovery value of 0, 1, 27 or 28",
    ]
  `)
})

it('Failed to disconnect carries the INTERNAL_SDK_ERROR code and its cause', () => {
  const error = new connection.FailedToDisconnectError({ cause: new Error('socket closed') })
  expect(error.code).toBe('INTERNAL_SDK_ERROR')
  expect(error.message).toMatchInlineSnapshot(`
    "Failed to disconnect

    Details: socket closed"
  `)
})

it('HTTP status code: N keeps the status and the url', () => {
  const error = new HttpRequestError({ status: 429, url: 'https://api.example.com/getWallets' })
  expect(error.status).toBe(429)
  expect(error.message).toMatchInlineSnapshot(`
    "HTTP status code: 429

    URL: https://api.example.com/getWallets"
  `)
})

it('errors can be narrowed by name', () => {
  const error: unknown = new rpc.EmailLoginCooldownError({ seconds: 7 })
  if (error instanceof BaseError && error.name === 'EmailLoginCooldownError') {
    expect((error as rpc.EmailLoginCooldownError).secondsLeft).toBe(7)
  } else {
    expect.unreachable('the error should narrow by name')
  }
})
