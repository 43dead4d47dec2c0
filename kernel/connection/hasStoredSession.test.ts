import { expect, it } from 'vitest'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../namespaces.js'
import { storedSessionNamespaces } from './hasStoredSession.js'

const stored = (has: (name: string) => boolean) => storedSessionNamespaces(CHAIN_NAMESPACES, has)

it('a first visit (nothing stored) has no session to restore: the instance waits for intent', () => {
  expect(stored(() => false)).toEqual([])
})

it('each namespace with a stored connection status is one to restore at start', () => {
  for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
    expect(stored((name) => name === `@appkit/connection_status/${namespace}`)).toEqual([namespace])
  }
  const both = ['@appkit/connection_status/eip155', '@appkit/connection_status/solana']
  expect(stored((name) => both.includes(name))).toEqual(['eip155', 'solana'])
  expect(stored((name) => name === '@appkit/active_caip_network_id/eip155')).toEqual([])
  expect(stored((name) => name === '@appkit/recent_wallets')).toEqual([])
})

it("a plugin's namespace is one to restore when the instance has it, and only then", () => {
  const acme = 'acme' as ChainNamespace
  const has = (name: string) => name === '@appkit/connection_status/acme'
  expect(storedSessionNamespaces([...CHAIN_NAMESPACES, acme], has)).toEqual(['acme'])
  expect(stored(has)).toEqual([])
})
