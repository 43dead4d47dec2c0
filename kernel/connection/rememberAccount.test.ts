import { expect, it } from 'vitest'
import { withConfigDefaults } from '../config/defaults.js'
import { defineNetwork } from '../networks/index.js'
import { createPersistence } from '../storage/createPersistence.js'
import { createMemoryStorage } from '../storage/validatedStore.js'
import { createStore } from '../store/createStore.js'
import { patchAccount } from '../store/patchState.js'
import { rememberAccount } from './rememberAccount.js'

const network = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

it('stores the address of a connected namespace, follows an account switch, and stores again after a disconnect', () => {
  const store = createStore(withConfigDefaults({ projectId: 'p', networks: [network] }))
  const backing = createMemoryStorage()
  const stop = rememberAccount({ store, persistence: createPersistence({ storage: backing }) })
  const key = '@appkit/connected_address/eip155'
  patchAccount(store, 'eip155', { status: 'connecting', address: '0xaa' })
  expect(backing.getItem(key)).toBeNull()
  patchAccount(store, 'eip155', { status: 'connected', address: '0xaa' })
  expect(backing.getItem(key)).toBe('"0xaa"')
  patchAccount(store, 'eip155', { address: '0xbb' })
  expect(backing.getItem(key)).toBe('"0xbb"')
  // resetNamespace removes the key on disconnect; connecting the same account again writes it again.
  patchAccount(store, 'eip155', { status: 'disconnected', address: undefined })
  backing.removeItem(key)
  patchAccount(store, 'eip155', { status: 'connected', address: '0xbb' })
  expect(backing.getItem(key)).toBe('"0xbb"')
  stop()
  patchAccount(store, 'eip155', { address: '0xcc' })
  expect(backing.getItem(key)).toBe('"0xbb"')
})
