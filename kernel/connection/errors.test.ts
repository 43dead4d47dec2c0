import { expect, it } from 'vitest'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  FailedToDisconnectError,
  isUserRejection,
  NoConnectorForConnectionError,
} from './errors.js'

it('connection errors carry the spec messages and codes', () => {
  expect(new ConnectionRejectedError().message).toMatchInlineSnapshot(`"Connection rejected"`)
  expect(new FailedToConnectError().shortMessage).toBe('Failed to connect')
  expect(new FailedToDisconnectError({ cause: new Error('x') })).toMatchObject({
    shortMessage: 'Failed to disconnect',
    code: 'INTERNAL_SDK_ERROR',
  })
  expect(new NoConnectorForConnectionError({ id: 'abc' }).message).toBe(
    'No connector found for connection: abc',
  )
})

it('a 4001 anywhere in the cause chain is a user rejection', () => {
  expect(isUserRejection({ code: 4001 })).toBe(true)
  expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true)
  expect(isUserRejection({ code: 4100 })).toBe(false)
  expect(isUserRejection('4001')).toBe(false)
})
