import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  DecodeError,
  NoMatchingKeyError,
  PairingExistsError,
  PairingUriExpiredError,
  RelayConnectError,
  RelayExpiredError,
  RelayNotInitializedError,
  RelayOfflineError,
  RelaySocketClosedError,
  RelayUnsupportedMethodError,
} from './relay.js'

it('relay and pairing errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new RelayOfflineError(),
    new RelayConnectError(),
    new RelaySocketClosedError({ code: 3000 }),
    new RelayUnsupportedMethodError({ method: 'wc_foo' }),
    new RelayNotInitializedError({ what: 'core' }),
    new NoMatchingKeyError({ context: 'pairing', key: 'abc' }),
    new RelayExpiredError({ context: 'proposal' }),
    new PairingUriExpiredError(),
    new PairingExistsError({ topic: 'abc' }),
    new DecodeError({ reason: 'Unsupported encoding' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
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
    ]
  `)
})
