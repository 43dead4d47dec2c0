import { expect, it, vi } from 'vitest'
import { createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { connectedNamespacesOf } from '../store/patchState.js'
import type { ConnectionStatus } from '../store/types.js'
import { persistedKeys } from './persistence.js'
import { createReconnect } from './reconnect.js'

function storedSession(deps: ReturnType<typeof createTestDeps>, connectorId = 'io.metamask') {
  deps.persistence.set(persistedKeys.connectionStatus('eip155'), 'connected')
  deps.persistence.set(persistedKeys.connectedConnectorId('eip155'), connectorId)
}

it('with reconnect enabled, a stored status connected becomes connecting, then connected after syncing the existing connection', async () => {
  const deps = createTestDeps()
  storedSession(deps)
  const seen: ConnectionStatus[] = []
  const connector = createTestConnector({ id: 'io.metamask' })
  connector.reconnect = async () => {
    seen.push(deps.store.connection.eip155.value.status)
    return { accounts: [{ address: '0xabc' }], chainId: 1 }
  }
  deps.connectors.register(connector)
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: ['eip155'] })
  expect(seen).toEqual(['connecting'])
  expect(deps.store.connection.eip155.value.status).toBe('connected')
  expect(deps.store.account.eip155.value.caipAddress).toBe('eip155:1:0xabc')
})

it('a failed reconnect returns to disconnected, with connections cleared and nothing stored', async () => {
  const deps = createTestDeps()
  storedSession(deps)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      reconnect: async () => {
        throw new Error('session gone')
      },
    }),
  )
  deps.store.patchNetwork('eip155', { caipNetwork: deps.config.networks[1] })
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: [] })
  expect(deps.store.connection.eip155.value).toMatchObject({ status: 'disconnected', connections: [] })
  expect(deps.store.account.eip155.value.caipAddress).toBeUndefined()
  expect(deps.store.network.eip155.value.caipNetwork?.name).toBe('Base')
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
  expect(deps.eventNames()).toEqual(['error'])
})

it('with reconnect disabled, status is disconnected and existing connections are disconnected', async () => {
  const deps = createTestDeps({ enableReconnect: false })
  storedSession(deps)
  const connector = createTestConnector({ id: 'io.metamask' })
  const disconnect = vi.spyOn(connector, 'disconnect')
  const reconnect = vi.spyOn(connector, 'reconnect')
  deps.connectors.register(connector)
  await createReconnect(deps)()
  expect(disconnect).toHaveBeenCalledOnce()
  expect(reconnect).not.toHaveBeenCalled()
  expect(deps.store.connection.eip155.value.status).toBe('disconnected')
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
})

it('the reconnect tries the most recently used wallet first', async () => {
  const deps = createTestDeps()
  storedSession(deps, 'io.rabby')
  deps.store.recentWallets.value = [
    { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' },
    { id: 'io.rabby', name: 'Rabby', namespace: 'eip155' },
  ]
  const tried: string[] = []
  for (const id of ['io.rabby', 'io.metamask']) {
    deps.connectors.register(
      createTestConnector({
        id,
        reconnect: async () => {
          tried.push(id)
          return { accounts: [{ address: `0x${id.length}` }], chainId: 1 }
        },
      }),
    )
  }
  await createReconnect(deps)()
  expect(tried).toEqual(['io.metamask'])
  expect(deps.store.connection.eip155.value.connections[0]?.connectorId).toBe('io.metamask')
})

it('connected if at least one wallet reconnects: a failing recent wallet falls back to the next', async () => {
  const deps = createTestDeps()
  storedSession(deps, 'io.rabby')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  deps.store.recentWallets.value = [{ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' }]
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      reconnect: async () => {
        throw new Error('locked')
      },
    }),
  )
  deps.connectors.register(createTestConnector({ id: 'io.rabby' }))
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: ['eip155'] })
  expect(deps.store.connection.eip155.value.connections.map((entry) => entry.connectorId)).toEqual([
    'io.rabby',
  ])
})

it('only one reconnect runs at a time', async () => {
  const deps = createTestDeps()
  storedSession(deps)
  let release: () => void = () => {}
  const connector = createTestConnector({ id: 'io.metamask' })
  const reconnectWallet = vi.fn(async () => {
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return { accounts: [{ address: '0xabc' }], chainId: 1 }
  })
  connector.reconnect = reconnectWallet
  deps.connectors.register(connector)
  const reconnect = createReconnect(deps)
  const first = reconnect()
  const second = reconnect()
  expect(second).toBe(first)
  await vi.waitFor(() => expect(reconnectWallet).toHaveBeenCalled())
  release()
  await first
  expect(reconnectWallet).toHaveBeenCalledOnce()
  // Once settled, a new reconnect may run again.
  expect(reconnect()).not.toBe(first)
})

it('the relay wallet reconnects with the status reconnecting (the status its connector declares)', async () => {
  const deps = createTestDeps()
  storedSession(deps, 'walletConnect')
  const seen: ConnectionStatus[] = []
  deps.connectors.register(
    createTestConnector({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      reconnectStatus: 'reconnecting',
      reconnect: async () => {
        seen.push(deps.store.connection.eip155.value.status)
        return { accounts: [{ address: '0xabc' }], chainId: 1 }
      },
    }),
  )
  await createReconnect(deps)()
  expect(seen).toEqual(['reconnecting'])
})

it('a stale stored status (connecting) is cleared without contacting a wallet', async () => {
  const deps = createTestDeps()
  deps.persistence.set(persistedKeys.connectionStatus('eip155'), 'connecting')
  const connector = createTestConnector({ id: 'io.metamask' })
  const reconnect = vi.spyOn(connector, 'reconnect')
  deps.connectors.register(connector)
  await createReconnect(deps)()
  expect(reconnect).not.toHaveBeenCalled()
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
})

/** eip155 and solana both stored as connected, each with its own connector. */
function storedTwoNamespaces(deps: ReturnType<typeof createTestDeps>) {
  storedSession(deps)
  deps.persistence.set(persistedKeys.connectionStatus('solana'), 'connected')
  deps.persistence.set(persistedKeys.connectedConnectorId('solana'), 'phantom')
  deps.connectors.register(createTestConnector({ id: 'io.metamask' }))
  const solanaChain = deps.config.networks.find((network) => network.chainNamespace === 'solana')?.id ?? ''
  deps.connectors.register(
    createTestConnector(
      { id: 'phantom', chain: 'solana' },
      {
        accounts: [{ address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', type: 'eoa' }],
        chainId: solanaChain,
      },
    ),
  )
}

it('after a reload the active namespace is the stored one (eip155), not whichever namespace reconnected last', async () => {
  const deps = createTestDeps()
  storedTwoNamespaces(deps)
  deps.store.activeNamespace.value = 'eip155'
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: ['eip155', 'solana'] })
  expect(connectedNamespacesOf(deps.store)).toEqual(['eip155', 'solana'])
  expect(deps.store.activeNamespace.value).toBe('eip155')
})

it('after a reload the stored active namespace (solana) stays active through the reconnect', async () => {
  const deps = createTestDeps()
  storedTwoNamespaces(deps)
  deps.store.activeNamespace.value = 'solana'
  const seen: string[] = []
  const stop = deps.store.activeNamespace.subscribe((namespace) => seen.push(namespace))
  await createReconnect(deps)()
  stop()
  expect(deps.store.activeNamespace.value).toBe('solana')
  expect(seen).toEqual(['solana'])
})

it('when the active namespace does not come back, the last namespace that reconnected becomes active', async () => {
  const deps = createTestDeps()
  storedSession(deps)
  deps.connectors.register(createTestConnector({ id: 'io.metamask' }))
  deps.store.activeNamespace.value = 'solana'
  await createReconnect(deps)()
  expect(deps.store.activeNamespace.value).toBe('eip155')
})

it('a session restored on reload tracks no CONNECT_SUCCESS (spec section 7 names no analytics event for a restore)', async () => {
  const deps = createTestDeps()
  storedSession(deps)
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      reconnect: async () => ({ accounts: [{ address: '0xabc' }], chainId: 1 }),
    }),
  )
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: ['eip155'] })
  expect(deps.store.connection.eip155.value.status).toBe('connected')
  expect(deps.analytics.events.map((event) => event.event)).toEqual([])
})

it("a connector's reconnect status the state machine does not know is refused ('Invalid connection status: {status}' on the error hook) and the namespace shows connecting", async () => {
  const deps = createTestDeps()
  storedSession(deps, 'frozen')
  const seen: ConnectionStatus[] = []
  const errors: unknown[] = []
  deps.hooks.on('error', ({ error }) => {
    errors.push(error)
  })
  deps.connectors.register({
    ...createTestConnector({ id: 'frozen' }),
    reconnectStatus: 'frozen',
    reconnect: async () => {
      seen.push(deps.store.connection.eip155.value.status)
      return { accounts: [{ address: '0xabc' }], chainId: 1 }
    },
  } as unknown as Parameters<typeof deps.connectors.register>[0])
  await expect(createReconnect(deps)()).resolves.toEqual({ reconnected: ['eip155'] })
  expect(seen).toEqual(['connecting'])
  expect(errors).toEqual([
    expect.objectContaining({
      name: 'InvalidConnectionStatusError',
      shortMessage: 'Invalid connection status: frozen',
    }),
  ])
})
