import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addRecentWallet } from './addRecentWallet.js'
import { createMemoryStorage, createStorage } from './createStorage.js'
import { EMBEDDED_WALLET_LOGIN_CACHE_KEYS, STORAGE_KEYS, type StorageKey } from './keys.js'

afterEach(() => {
  vi.restoreAllMocks()
})

function setup() {
  const backing = createMemoryStorage()
  return { backing, storage: createStorage({ storage: backing }) }
}

describe('createStorage', () => {
  it('keys use the prefix @appkit/, embedded-wallet keys their own prefix', () => {
    const { backing, storage } = setup()
    storage.set('walletId', 'io.metamask')
    storage.set('email', 'alice@example.com')
    storage.set('activeNetworkId', 'eip155:10', 'eip155')
    expect(backing.getItem('@appkit/wallet_id')).toBe('"io.metamask"')
    expect(backing.getItem('@appkit-wallet/EMAIL')).toBe('"alice@example.com"')
    expect(backing.getItem('@appkit/eip155:active_caip_network_id')).toBe('"eip155:10"')
    const keys = Object.values(STORAGE_KEYS).map((definition) => definition.key('solana'))
    expect(keys.every((key) => key.startsWith('@appkit/') || key.startsWith('@appkit-wallet/'))).toBe(true)
  })

  it('round-trips typed values and removes them', () => {
    const { storage } = setup()
    storage.set('connectionStatus', 'connected', 'solana')
    storage.set('smartAccountEnabledNetworks', [1, 10])
    expect(storage.get('connectionStatus', 'solana')).toBe('connected')
    expect(storage.get('connectionStatus', 'eip155')).toBeUndefined()
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 10])
    storage.remove('smartAccountEnabledNetworks')
    expect(storage.get('smartAccountEnabledNetworks')).toBeUndefined()
  })

  it('per-namespace keys use namespaceOf when no namespace is given', () => {
    const backing = createMemoryStorage()
    const storage = createStorage({ storage: backing, namespaceOf: () => 'bip122' })
    storage.set('connectedConnectorIds', ['xverse'])
    expect(backing.getItem('@appkit/bip122:connected_connector_ids')).toBe('["xverse"]')
    expect(storage.get('connectedConnectorIds', 'bip122')).toEqual(['xverse'])
  })

  it('a corrupt value (bad JSON) is dropped with a warning naming the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { backing, storage } = setup()
    backing.setItem('@appkit/wallet_id', 'io.metamask')
    expect(storage.get('walletId')).toBeUndefined()
    expect(backing.getItem('@appkit/wallet_id')).toBeNull()
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"[appkit] dropped the stored value of "@appkit/wallet_id": not valid JSON"`,
    )
  })

  it('a foreign value (wrong shape) is dropped, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { backing, storage } = setup()
    backing.setItem('@appkit/recent_wallets', '{"id":"x"}')
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(backing.getItem('@appkit/recent_wallets')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('@appkit/recent_wallets'))
  })

  it('a throwing storage never makes a read or a write throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage({ storage: broken })
    expect(storage.get('walletId')).toBeUndefined()
    expect(() => storage.set('walletId', 'x')).not.toThrow()
    expect(() => storage.remove('walletId')).not.toThrow()
  })

  it('without localStorage (Node, SSR) it keeps values in memory', () => {
    expect(typeof globalThis.localStorage).toBe('undefined')
    const storage = createStorage()
    storage.set('emailLoginUsed', true)
    expect(storage.get('emailLoginUsed')).toBe(true)
  })

  it('any string stored under any key never makes a read throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const keys = Object.keys(STORAGE_KEYS) as StorageKey[]
    const raw = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('null', '[]', '{}', '"x"', 'undefined', '1e400'),
    )
    fc.assert(
      fc.property(fc.constantFrom(...keys), raw, (key, value) => {
        const { backing, storage } = setup()
        backing.setItem(STORAGE_KEYS[key].key('eip155'), value)
        const read = storage.get(key, 'eip155')
        if (read === undefined) {
          expect(backing.getItem(STORAGE_KEYS[key].key('eip155'))).toBeNull()
        } else {
          expect(STORAGE_KEYS[key].schema.safeParse(read).success).toBe(true)
        }
      }),
    )
  })

  it('the embedded-wallet login cache is the used flag, email, last chain and social username', () => {
    expect(EMBEDDED_WALLET_LOGIN_CACHE_KEYS).toEqual([
      'emailLoginUsed',
      'email',
      'lastUsedChain',
      'socialUsername',
    ])
  })
})

describe('addRecentWallet', () => {
  it('recent wallets: at most 2 stored, newest first, deduplicated by id', () => {
    const { storage } = setup()
    addRecentWallet(storage, { id: 'a', name: 'A' })
    addRecentWallet(storage, { id: 'b', name: 'B' })
    addRecentWallet(storage, { id: 'a', name: 'A' })
    expect(storage.get('recentWallets')?.map((wallet) => wallet.id)).toEqual(['a', 'b'])
    addRecentWallet(storage, { id: 'c', name: 'C' })
    expect(storage.get('recentWallets')?.map((wallet) => wallet.id)).toEqual(['c', 'a'])
  })
})
