import { expect, it } from 'vitest'
import { FailedToConnectError } from 'walletdock/errors'
import { relayRefusalOf } from './relayRefusals.js'

const alertForProviderError = (error: unknown) => relayRefusalOf(error)?.code

it('a relay refusal is found in the error or any of its causes', () => {
  const closed = new Error(
    'WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)',
  )
  expect(alertForProviderError(closed)).toBe('providerInvalidKey')
  expect(alertForProviderError(new FailedToConnectError({ cause: closed }))).toBe('providerInvalidKey')
  expect(alertForProviderError('JWT validation error: JWT Token is not yet valid')).toBe(
    'providerSessionExpired',
  )
  expect(
    alertForProviderError(new Error('x', { cause: new Error('Unauthorized: origin not allowed') })),
  ).toBe('providerOriginNotAllowed')
})

it('other errors, and an error that merely says "invalid key", map to no alert', () => {
  expect(alertForProviderError(new Error('socket hang up'))).toBeUndefined()
  expect(alertForProviderError(new Error('wallet: invalid key derivation path'))).toBeUndefined()
  expect(alertForProviderError(undefined)).toBeUndefined()
  expect(alertForProviderError({ message: 42 })).toBeUndefined()
})

it('a cause chain that loops ends', () => {
  const looping = new Error('a') as Error & { cause?: unknown }
  looping.cause = looping
  expect(alertForProviderError(looping)).toBeUndefined()
})

it("each refusal is the plugin's own alert, shown once, in the catalogue's words", () => {
  expect(relayRefusalOf(new Error('Unauthorized: invalid key'))).toEqual({
    code: 'providerInvalidKey',
    variant: 'error',
    message: 'Invalid Project ID',
    detail: 'The relay refused the project key. Check `projectId` in your configuration.',
    once: true,
  })
})
