import { expect, it } from 'vitest'
import { storedSessionNamespaces } from './hasStoredSession.js'

it('a first visit (nothing stored) has no session to restore: the instance waits for intent', () => {
  expect(storedSessionNamespaces(() => false)).toEqual([])
})

it('each namespace with a stored connection status is one to restore at start', () => {
  for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
    expect(storedSessionNamespaces((name) => name === `@appkit/connection_status/${namespace}`)).toEqual([
      namespace,
    ])
  }
  const both = ['@appkit/connection_status/eip155', '@appkit/connection_status/solana']
  expect(storedSessionNamespaces((name) => both.includes(name))).toEqual(['eip155', 'solana'])
  expect(storedSessionNamespaces((name) => name === '@appkit/active_caip_network_id/eip155')).toEqual([])
  expect(storedSessionNamespaces((name) => name === '@appkit/recent_wallets')).toEqual([])
})
