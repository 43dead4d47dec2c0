import { expect, it } from 'vitest'
import {
  base,
  createMemoryPersistence as createMemoryStorage,
  createTestConnector,
  createTestEvmAdapter,
  mainnet,
} from '../../tests/support/kernelTesting.js'
import { createAppKit } from '../createAppKit.js'
import { kernelOf } from '../internal.js'
import { persistedKeys } from './persistence.js'
import { STORED_ACCOUNT_MAX_MS, whenRestored } from './storedAccount.js'

/** A stored eip155 session on Base with this address (what a previous visit left). */
function storedSession(address: string) {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.connectionStatus('eip155'), 'connected')
  storage.set(persistedKeys.connectedConnectorId('eip155'), 'io.metamask')
  storage.set(persistedKeys.activeCaipNetworkId('eip155'), 'eip155:8453')
  storage.set(persistedKeys.connectedAddress('eip155'), address)
  return storage
}

function returningVisit(connector: ReturnType<typeof createTestConnector>, address = '0xabc') {
  const storage = storedSession(address)
  const appKit = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [createTestEvmAdapter(connector)] },
    { storage },
  )
  return { appKit, storage, store: kernelOf(appKit).store }
}

it('a returning visitor: the stored address is shown at creation, the account state stays disconnected until the wallet confirms it', async () => {
  const connector = createTestConnector(
    { id: 'io.metamask' },
    { accounts: [{ address: '0xabc' }], chainId: 8453 },
  )
  const { appKit, store } = returningVisit(connector)
  expect(store.storedAddress.value).toBe('0xabc')
  expect(appKit.getAccount()).toMatchObject({ address: undefined, isConnected: false })
  expect(store.isConnected.value).toBe(false)
  await appKit.ready()
  expect(store.storedAddress.value).toBeUndefined()
  expect(appKit.getAccount()).toMatchObject({ address: '0xabc', status: 'connected', isConnected: true })
})

it('a returning visitor whose wallet now answers with another account: that account, the stored one no longer shown', async () => {
  const connector = createTestConnector(
    { id: 'io.metamask' },
    { accounts: [{ address: '0xdef' }], chainId: 8453 },
  )
  const { appKit, store } = returningVisit(connector)
  await appKit.ready()
  expect(store.storedAddress.value).toBeUndefined()
  expect(appKit.getAccount()).toMatchObject({ address: '0xdef', caipAddress: 'eip155:8453:0xdef' })
})

it('a returning visitor whose wallet no longer knows the site: the stored address is no longer shown, nor stored', async () => {
  const connector = createTestConnector({
    id: 'io.metamask',
    reconnect: async () => {
      throw new Error('not authorized')
    },
  })
  const { appKit, store, storage } = returningVisit(connector)
  expect(store.storedAddress.value).toBe('0xabc')
  await appKit.ready()
  expect(store.storedAddress.value).toBeUndefined()
  expect(appKit.getAccount()).toMatchObject({ address: undefined, status: 'disconnected' })
  expect(storage.get(persistedKeys.connectedAddress('eip155'))).toBeUndefined()
})

it('no stored address is shown when reconnect is off, when it is malformed, or when nothing is stored', () => {
  const off = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [createTestEvmAdapter()], enableReconnect: false },
    { storage: storedSession('0xabc') },
  )
  expect(kernelOf(off).store.storedAddress.value).toBeUndefined()
  const malformed = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [createTestEvmAdapter()] },
    { storage: storedSession('<img src=x>') },
  )
  expect(kernelOf(malformed).store.storedAddress.value).toBeUndefined()
  const fresh = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [createTestEvmAdapter()] },
    { storage: createMemoryStorage() },
  )
  expect(kernelOf(fresh).store.storedAddress.value).toBeUndefined()
})

it('a click on the account button while the stored address shows waits for the restore, then finds the account connected', async () => {
  const connector = createTestConnector(
    { id: 'io.metamask' },
    { accounts: [{ address: '0xabc' }], chainId: 8453 },
  )
  const { appKit, store } = returningVisit(connector)
  const seen: boolean[] = []
  whenRestored(store, () => seen.push(appKit.getAccount().isConnected))
  expect(seen).toEqual([])
  await appKit.ready()
  await Promise.resolve()
  expect(seen).toEqual([true])
  // Nothing shown: at once.
  whenRestored(store, () => seen.push(appKit.getAccount().isConnected))
  expect(seen).toEqual([true, true])
})

it('a returning visitor whose wallet never answers the reconnect: the stored address stands for STORED_ACCOUNT_MAX_MS at most, then a click opens the modal', async () => {
  const connector = createTestConnector({ id: 'io.metamask', reconnect: () => new Promise(() => {}) })
  const { store } = returningVisit(connector)
  let opened = 0
  whenRestored(store, () => {
    opened += 1
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(store.storedAddress.value).toBe('0xabc')
  expect(opened).toBe(0)
  await new Promise((resolve) => setTimeout(resolve, STORED_ACCOUNT_MAX_MS))
  expect(store.storedAddress.value).toBeUndefined()
  expect(opened).toBe(1)
}, 15_000)
