import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  AddressOrAuthConnectorNotFoundError,
  GasPriceNetworkError,
  InvalidSignatureError,
  NameServiceError,
  SendError,
  SwapsNetworkError,
} from './features.js'

it('feature errors (gas price, swaps, names, send, signature) carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new GasPriceNetworkError(),
    new SwapsNetworkError(),
    new NameServiceError({ action: 'resolve' }),
    new NameServiceError({ action: 'suggestions' }),
    new NameServiceError({ action: 'reverse' }),
    new NameServiceError({ action: 'register', name: 'alice.reown.id' }),
    new AddressOrAuthConnectorNotFoundError(),
    new SendError({ reason: 'amountAndReceiver' }),
    new SendError({ reason: 'token' }),
    new SendError({ reason: 'unsupportedChain' }),
    new SendError({ reason: 'tokenAddress' }),
    new InvalidSignatureError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
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
