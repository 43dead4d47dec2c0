import { expect, it, vi } from 'vitest'
import { base, createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { connect } from '../connection/connect.js'
import { persistedKeys } from '../connection/persistence.js'
import { switchNetwork } from './switchNetwork.js'

it("the target must be in the configured networks: otherwise the 'Network Not Found' alert and a typed error", async () => {
  const deps = createTestDeps()
  await expect(switchNetwork(deps, 'eip155:10')).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NetworkNotFoundError: Network not found

    Requested: eip155:10
    Configured: eip155:1, eip155:8453, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp]
  `)
  expect(deps.alerts.shown.map((alert) => alert.message)).toEqual(['Network Not Found'])
  expect(deps.eventNames()).toEqual([])
})

it('switching moves the connected wallet, the account address and storage, then emits networkChanged', async () => {
  const deps = createTestDeps()
  const connector = createTestConnector({ id: 'io.metamask' })
  const walletSwitch = vi.spyOn(connector, 'switchNetwork')
  deps.connectors.register(connector)
  await connect(deps, { connectorId: 'io.metamask' })
  deps.events.length = 0
  await switchNetwork(deps, base)
  expect(walletSwitch).toHaveBeenCalledWith(base)
  expect(deps.store.network.eip155.value.caipNetwork).toEqual(base)
  expect(deps.store.account.eip155.value.caipAddress).toBe('eip155:8453:0xabc')
  expect(deps.persistence.get(persistedKeys.activeCaipNetworkId('eip155'))).toBe('eip155:8453')
  expect(deps.events).toMatchObject([
    { name: 'networkChanged', payload: { namespace: 'eip155', caipNetwork: base } },
  ])
  expect(deps.analytics.events.at(-1)?.event).toBe('SWITCH_NETWORK')
})

it('switching to a network of another namespace selects that namespace', async () => {
  const deps = createTestDeps()
  await switchNetwork(deps, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(deps.store.activeNamespace.value).toBe('solana')
  expect(deps.store.activeCaipNetwork.value?.name).toBe('Solana')
})

it('switching to the current network emits no networkChanged', async () => {
  const deps = createTestDeps()
  await switchNetwork(deps, 'eip155:1')
  expect(deps.eventNames()).toEqual([])
})

it("switching leaves no balance of the chain left behind on the account: the new chain's is read after", async () => {
  const deps = createTestDeps()
  deps.connectors.register(createTestConnector({ id: 'io.metamask' }))
  await connect(deps, { connectorId: 'io.metamask' })
  const { store } = deps
  store.account.eip155.value = { ...store.account.eip155.value, balance: '9999.98', balanceSymbol: 'ETH' }
  await switchNetwork(deps, base)
  expect(store.account.eip155.value).toMatchObject({
    caipAddress: 'eip155:8453:0xabc',
    balance: undefined,
    balanceSymbol: undefined,
  })
  // Back on a chain it already sits on, the account keeps what it has.
  store.account.eip155.value = { ...store.account.eip155.value, balance: '10000', balanceSymbol: 'ETH' }
  await switchNetwork(deps, base)
  expect(store.account.eip155.value.balance).toBe('10000')
})
