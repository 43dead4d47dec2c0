import { expect, it } from 'vitest'
import { BaseError } from 'walletdock/errors'
import { FarcasterConnectError } from './errors.js'

it("the plugin's own error subclasses the public base, with the spec text, a code and its cause", () => {
  const cause = new Error('relay closed')
  const error = new FarcasterConnectError({ cause })
  expect(error).toBeInstanceOf(BaseError)
  expect([error.name, error.shortMessage, error.code, error.cause]).toEqual([
    'FarcasterConnectError',
    'Failed to connect to farcaster',
    'FARCASTER_CONNECT_FAILED',
    cause,
  ])
})
