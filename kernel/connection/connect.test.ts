import { expect, it, vi } from 'vitest'
import { createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { connect } from './connect.js'
import { persistedKeys } from './persistence.js'

it('connect goes through the connector registry, records state, storage, the recent wallet and hooks', async () => {
  const deps = createTestDeps()
  deps.connectors.register(
    createTestConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
  )
  const statuses: string[] = []
  deps.hooks.on('beforeConnect', () => {
    statuses.push(deps.store.connection.eip155.value.status)
  })
  const connection = await connect(deps, { connectorId: 'io.metamask' })
  expect(statuses).toEqual(['disconnected'])
  expect(connection).toMatchObject({ connectorId: 'io.metamask', namespace: 'eip155' })
  expect(deps.store.account.eip155.value).toMatchObject({
    caipAddress: 'eip155:1:0xabc',
    address: '0xabc',
    status: 'connected',
    connectedWalletInfo: { name: 'MetaMask', rdns: 'io.metamask' },
  })
  expect(deps.store.connection.eip155.value.connections).toEqual([connection])
  expect(deps.store.recentWallets.value.map((wallet) => wallet.id)).toEqual(['io.metamask'])
  expect(deps.store.providers.value.eip155).toEqual({ provider: 'io.metamask' })
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBe('connected')
  expect(deps.persistence.get(persistedKeys.connectedConnectorId('eip155'))).toBe('io.metamask')
  expect(deps.persistence.get(persistedKeys.recentWallets)?.map((wallet) => wallet.id)).toEqual([
    'io.metamask',
  ])
  expect(deps.eventNames()).toEqual(['beforeConnect', 'accountChanged', 'connected'])
  expect(deps.analytics.events.map((event) => event.event)).toEqual(['CONNECT_SUCCESS'])
})

it('a 4001 rejection becomes the error Connection rejected, with nothing stored', async () => {
  const deps = createTestDeps()
  const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      connect: async () => {
        throw rejection
      },
    }),
  )
  const error = await connect(deps, { connectorId: 'io.metamask' }).catch((caught: unknown) => caught)
  expect(error).toMatchObject({
    name: 'ConnectionRejectedError',
    shortMessage: 'Connection rejected',
    code: 4001,
  })
  expect(deps.store.connection.eip155.value.status).toBe('disconnected')
  expect(deps.store.account.eip155.value.caipAddress).toBeUndefined()
  expect(deps.store.recentWallets.value).toEqual([])
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
  expect(deps.eventNames()).toEqual(['beforeConnect', 'error'])
})

it('a rejection is not logged as a failure: the user chose it', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const deps = createTestDeps()
  const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      connect: async () => {
        throw rejection
      },
    }),
  )
  await expect(connect(deps, { connectorId: 'io.metamask' })).rejects.toMatchObject({
    name: 'ConnectionRejectedError',
  })
  expect(logged).not.toHaveBeenCalled()
  logged.mockRestore()
})

it('any other wallet failure gives Failed to connect, and the unrecognized cause is logged', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const deps = createTestDeps()
  deps.connectors.register(
    createTestConnector({
      id: 'io.metamask',
      connect: async () => {
        throw new Error('provider crashed')
      },
    }),
  )
  await expect(connect(deps, { connectorId: 'io.metamask' })).rejects.toThrowErrorMatchingInlineSnapshot(`
    [FailedToConnectError: Failed to connect

    Details: provider crashed]
  `)
  expect(logged).toHaveBeenCalledWith(
    '[appkit] connector "io.metamask" failed to connect',
    new Error('provider crashed'),
  )
  logged.mockRestore()
})

it('an unknown connector gives No connector found for connection: {id}', async () => {
  const deps = createTestDeps()
  await expect(connect(deps, { connectorId: 'nope' })).rejects.toThrow(
    'No connector found for connection: nope',
  )
})

it('a wallet sitting on a chain that is not configured shows UnsupportedChain', async () => {
  const deps = createTestDeps()
  deps.connectors.register(
    createTestConnector({ id: 'io.metamask' }, { accounts: [{ address: '0xabc' }], chainId: 10 }),
  )
  await connect(deps, { connectorId: 'io.metamask' })
  expect(deps.calls.showUnsupportedChain).toBe(1)
  expect(deps.store.account.eip155.value.caipAddress).toBe('eip155:10:0xabc')
  expect(deps.store.network.eip155.value.caipNetwork?.caipNetworkId).toBe('eip155:1')
})

it('connect asks the wallet for the namespace network', async () => {
  const deps = createTestDeps()
  const connector = createTestConnector({ id: 'io.metamask' })
  const spy = vi.spyOn(connector, 'connect')
  deps.connectors.register(connector)
  await connect(deps, { connectorId: 'io.metamask' })
  expect(spy.mock.calls[0]?.[0].caipNetwork?.caipNetworkId).toBe('eip155:1')
})

it('without multi-wallet a new wallet replaces the connected one, which is disconnected', async () => {
  const deps = createTestDeps()
  const metamask = createTestConnector({ id: 'io.metamask' })
  const disconnectMetamask = vi.spyOn(metamask, 'disconnect')
  deps.connectors.register(metamask)
  deps.connectors.register(
    createTestConnector({ id: 'io.rabby' }, { accounts: [{ address: '0xdef' }], chainId: 1 }),
  )
  await connect(deps, { connectorId: 'io.metamask' })
  await connect(deps, { connectorId: 'io.rabby' })
  const state = deps.store.connection.eip155.value
  expect(state.connections.map((entry) => entry.connectorId)).toEqual(['io.rabby'])
  expect(state.recentConnections.map((entry) => entry.connectorId)).toEqual(['io.metamask'])
  expect(disconnectMetamask).toHaveBeenCalledOnce()
})

it('closing the modal mid-connect rejects the connect with Modal closed, cancels the wallet and stores nothing', async () => {
  const deps = createTestDeps()
  const cancel = vi.fn()
  deps.connectors.register(
    createTestConnector({ id: 'io.slow', connect: () => new Promise(() => undefined), cancel }),
  )
  deps.store.modal.value = { open: true, loading: false }
  const pending = connect(deps, { connectorId: 'io.slow' })
  await vi.waitFor(() => expect(deps.store.connection.eip155.value.status).toBe('connecting'))
  deps.store.modal.value = { open: false, loading: false }
  await expect(pending).rejects.toMatchObject({ name: 'ModalClosedError', shortMessage: 'Modal closed' })
  expect(cancel).toHaveBeenCalledOnce()
  expect(deps.store.connection.eip155.value.status).toBe('disconnected')
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
})

it('a connect started with the modal closed (from code) is not ended by the modal', async () => {
  const deps = createTestDeps()
  let finish: (value: { accounts: { address: string }[]; chainId: number }) => void = () => undefined
  deps.connectors.register(
    createTestConnector({ id: 'io.code', connect: () => new Promise((resolve) => (finish = resolve)) }),
  )
  const pending = connect(deps, { connectorId: 'io.code' })
  await vi.waitFor(() => expect(deps.store.connection.eip155.value.status).toBe('connecting'))
  deps.store.modal.value = { open: true, loading: false }
  deps.store.modal.value = { open: false, loading: false }
  finish({ accounts: [{ address: '0xabc' }], chainId: 1 })
  await expect(pending).resolves.toMatchObject({ connectorId: 'io.code' })
})

it('a connector whose namespace has no configured network is refused before its prompt: the connector does not support any of the requested chains', async () => {
  const deps = createTestDeps()
  const prompt = vi.fn(async () => ({
    accounts: [{ address: 'bc1q' }],
    chainId: '000000000019d6689c085ae165831e93',
  }))
  const bitcoin = createTestConnector({ id: 'xverse', chain: 'bip122' })
  bitcoin.connect = prompt
  deps.connectors.register(bitcoin)
  await expect(connect(deps, { connectorId: 'xverse' })).rejects.toMatchObject({
    name: 'ConnectorChainsUnsupportedError',
    shortMessage: 'The connector does not support any of the requested chains',
  })
  expect(prompt).not.toHaveBeenCalled()
  expect(deps.store.connection.bip122.value.status).toBe('disconnected')
})

it('a connector whose wallet connected another namespace in its place (connectedInstead) leaves its own namespace as it was', async () => {
  const deps = createTestDeps()
  const solanaChain = deps.config.networks.find((network) => network.chainNamespace === 'solana')?.id ?? ''
  const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  deps.connectors.register(
    createTestConnector(
      { id: 'relay.solana', chain: 'solana' },
      { accounts: [{ address, type: 'eoa' }], chainId: solanaChain },
    ),
  )
  deps.connectors.register(
    createTestConnector({
      id: 'relay',
      connect: async () => ({
        accounts: [],
        chainId: 1,
        connectedInstead: await connect(deps, { connectorId: 'relay.solana' }),
      }),
    }),
  )
  const connection = await connect(deps, { connectorId: 'relay' })
  expect(connection).toMatchObject({ connectorId: 'relay.solana', namespace: 'solana' })
  expect(deps.store.connection.eip155.value).toMatchObject({ status: 'disconnected', connections: [] })
  expect(deps.store.account.solana.value.caipAddress).toBe(`solana:${solanaChain}:${address}`)
  expect(deps.store.activeNamespace.value).toBe('solana')
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
  expect(deps.eventNames().filter((name) => name === 'error')).toEqual([])
})
