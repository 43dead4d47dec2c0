import { expect, it } from 'vitest'
import { hasStoredSession } from './hasStoredSession.js'

it('a first visit (nothing stored) has no session to restore: the instance waits for intent', () => {
  expect(hasStoredSession(() => false)).toBe(false)
})

it('a stored connection status in any namespace is a session to restore at start', () => {
  for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
    expect(hasStoredSession((name) => name === `@appkit/connection_status/${namespace}`)).toBe(true)
  }
  expect(hasStoredSession((name) => name === '@appkit/active_caip_network_id/eip155')).toBe(false)
  expect(hasStoredSession((name) => name === '@appkit/recent_wallets')).toBe(false)
})
