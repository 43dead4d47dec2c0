import { effect } from '@preact/signals-core'
import { expect, it } from 'vitest'
import { configSchema } from '../config/schema.js'
import { defineNetwork } from '../networks/index.js'
import { createStore } from './createStore.js'
import { connectedNamespacesOf, patchAccount, patchConnection } from './patchState.js'

const mainnet = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})
const base = defineNetwork({ ...mainnet, caipNetworkId: undefined, id: 8453, name: 'Base' })
const config = configSchema.parse({
  projectId: 'p',
  networks: [mainnet, base],
  defaultNetwork: 'eip155:8453',
})

it('each namespace starts disconnected on its default network', () => {
  const store = createStore(config)
  expect(store.account.eip155.value.status).toBe('disconnected')
  expect(store.network.eip155.value.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  expect(store.network.eip155.value.requestedCaipNetworks).toHaveLength(2)
  expect(store.network.solana.value.caipNetwork).toBeUndefined()
  expect(store.activeNamespace.value).toBe('eip155')
})

it('derived values follow the active namespace', () => {
  const store = createStore(config)
  const seen: boolean[] = []
  effect(() => {
    seen.push(store.isConnected.value)
  })
  patchAccount(store, 'eip155', { caipAddress: 'eip155:1:0xabc', address: '0xabc' })
  expect(store.activeCaipAddress.value).toBe('eip155:1:0xabc')
  store.activeNamespace.value = 'solana'
  expect(store.isConnected.value).toBe(false)
  expect(seen).toEqual([false, true, false])
})

it('a connection status write updates the account status too', () => {
  const store = createStore(config)
  patchConnection(store, 'solana', { status: 'connected' })
  expect(store.account.solana.value.status).toBe('connected')
  expect(connectedNamespacesOf(store)).toEqual(['solana'])
})
