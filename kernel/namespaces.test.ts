import { afterEach, expect, it, vi } from 'vitest'
import { createTestConnector, mainnet } from '../tests/support/kernelTesting.js'
import { persistedKeys } from './connection/persistence.js'
import { createAppKit } from './createAppKit.js'
import { kernelOf } from './internal.js'
import { CHAIN_NAMESPACES, type ChainNamespace, defineNamespace, namespacesOf } from './namespaces.js'
import { defineNetwork } from './networks/defineNetwork.js'
import { definePlugin } from './plugins/definePlugin.js'
import type { TransferBuilder } from './plugins/transfers.js'
import { createPersistence } from './storage/createPersistence.js'
import { createMemoryStorage } from './storage/validatedStore.js'

afterEach(() => vi.restoreAllMocks())

// A namespace of a plugin's own, as an outside author adds one (walletdock/plugin's defineNamespace).
const COSMOS = 'acme' as ChainNamespace
const acme = defineNamespace({
  name: 'acme',
  reference: /[a-z][-a-z0-9]{2,30}/,
  example: 'acme:acmehub-4',
})
const acmeHub = defineNetwork({
  id: 'acmehub-4',
  chainNamespace: COSMOS,
  name: 'Acme Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://acme.example.com'] } },
})
const ADDRESS = 'acme1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

function acmePlugin(builders: TransferBuilder[] = []) {
  const connector = createTestConnector(
    { id: 'acme.wallet', name: 'Acme Wallet', chain: COSMOS },
    { accounts: [{ address: ADDRESS }], chainId: 'acmehub-4' },
  )
  const plugin = definePlugin({
    name: 'acmeWallets',
    kind: 'adapter',
    namespaces: [COSMOS],
    addsNamespaces: [acme],
    attach: (ctx) => ctx.connectors.register(connector),
    setup(ctx) {
      for (const builder of builders) ctx.transfers.provide(builder)
    },
  })
  return { plugin, connector }
}

it("an instance's namespaces are the built-ins, then those its plugins add (the first definition of a name)", () => {
  expect(namespacesOf([])).toEqual(CHAIN_NAMESPACES)
  const again = { addsNamespaces: [acme] }
  expect(namespacesOf([{ addsNamespaces: [acme] }, again, null, { addsNamespaces: 'x' }])).toEqual([
    ...CHAIN_NAMESPACES,
    'acme',
  ])
})

it("a plugin's namespace connects, is stored under its own keys and is restored by the next instance", async () => {
  const storage = createPersistence({ storage: createMemoryStorage() })
  const first = acmePlugin()
  const config = { projectId: 'p', networks: [mainnet, acmeHub], plugins: [first.plugin] }
  const appKit = createAppKit(config, { storage })
  const kernel = kernelOf(appKit)
  expect(kernel.store.namespaces).toEqual([...CHAIN_NAMESPACES, 'acme'])
  expect(kernel.store.network[COSMOS].value.caipNetwork?.caipNetworkId).toBe('acme:acmehub-4')
  const connected = vi.fn()
  appKit.subscribeEvents((event) => event.name === 'connected' && connected(event.payload))
  await appKit.ready()
  await kernel.connection.connect({ connectorId: 'acme.wallet' })
  expect(appKit.getAccount()).toMatchObject({
    caipAddress: `acme:acmehub-4:${ADDRESS}`,
    status: 'connected',
  })
  expect(kernel.store.activeNamespace.value).toBe('acme')
  expect(connected).toHaveBeenCalledWith(expect.objectContaining({ namespace: 'acme' }))
  expect(storage.get(persistedKeys.connectionStatus(COSMOS))).toBe('connected')
  expect(storage.get(persistedKeys.activeCaipNetworkId(COSMOS))).toBe('acme:acmehub-4')
  // The recent wallets (schema-checked on read) keep the plugin's namespace.
  expect(storage.get(persistedKeys.recentWallets)).toEqual([expect.objectContaining({ namespace: 'acme' })])
  appKit.destroy()

  const second = acmePlugin()
  const reconnect = vi.spyOn(second.connector, 'reconnect')
  const reloaded = createAppKit({ ...config, plugins: [second.plugin] }, { storage })
  await reloaded.ready()
  expect(reconnect).toHaveBeenCalledOnce()
  expect(reloaded.getAccount()).toMatchObject({
    caipAddress: `acme:acmehub-4:${ADDRESS}`,
    status: 'connected',
  })
  expect(kernelOf(reloaded).store.activeNamespace.value).toBe('acme')
  expect(kernelOf(reloaded).store.recentWallets.value).toHaveLength(1)
  reloaded.destroy()
})

it('without the plugin that adds it, an instance has no such namespace and a stored session of it is left alone', async () => {
  const storage = createPersistence({ storage: createMemoryStorage() })
  storage.set(persistedKeys.connectionStatus(COSMOS), 'connected')
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] }, { storage })
  expect(kernelOf(appKit).store.namespaces).toEqual(CHAIN_NAMESPACES)
  await appKit.ready()
  expect(storage.get(persistedKeys.connectionStatus(COSMOS))).toBe('connected')
  appKit.destroy()
})

it("a namespace plugin's transfer builder is found by the namespace, per instance", async () => {
  const builder: TransferBuilder = {
    namespace: COSMOS,
    isAddress: (address) => address.startsWith('acme1'),
    estimateFee: async () => 1n,
    send: async () => 'hash',
    transactionUrl: () => undefined,
  }
  let found: ((namespace: ChainNamespace) => unknown) | undefined
  const reader = definePlugin({
    name: 'reader',
    setup(ctx) {
      found = ctx.transfers.of
    },
  })
  const appKit = createAppKit({
    projectId: 'p',
    networks: [acmeHub],
    plugins: [acmePlugin([builder]).plugin, reader],
  })
  await appKit.ready()
  expect(found?.(COSMOS)).toMatchObject({ isAddress: expect.any(Function) })
  expect(found?.('eip155')).toBeUndefined()
  const other = createAppKit({
    projectId: 'p',
    networks: [acmeHub],
    plugins: [acmePlugin().plugin, reader],
  })
  await other.ready()
  expect(found?.(COSMOS)).toBeUndefined()
  appKit.destroy()
  other.destroy()
})
