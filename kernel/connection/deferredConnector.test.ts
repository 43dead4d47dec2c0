import { expect, it, vi } from 'vitest'
import { mainnet } from '../../tests/support/kernelTesting.js'
import type { Connector } from './connector.js'
import { deferredConnector } from './deferredConnector.js'

const real = (overrides: Partial<Connector> = {}): Connector => ({
  id: 'io.wallet',
  type: 'ANNOUNCED',
  name: 'Wallet',
  chain: 'eip155',
  connect: vi.fn(async () => ({ accounts: [{ address: '0xabc' }], chainId: 1 })),
  disconnect: vi.fn(async () => undefined),
  getProvider: () => 'provider',
  reconnect: vi.fn(async () => ({ accounts: [{ address: '0xabc' }], chainId: 1 })),
  switchNetwork: vi.fn(async () => undefined),
  ...overrides,
})

it('is listed with its descriptor before its code loads, and loads once on first use', async () => {
  const loaded = real()
  const load = vi.fn(async () => loaded)
  const connector = deferredConnector({
    id: 'io.wallet',
    type: 'ANNOUNCED',
    name: 'Wallet',
    chain: 'eip155',
    info: { rdns: 'io.wallet' },
    reconnect: true,
    switchNetwork: true,
    load,
  })
  expect(connector).toMatchObject({ id: 'io.wallet', name: 'Wallet', info: { rdns: 'io.wallet' } })
  expect(load).not.toHaveBeenCalled()
  expect(connector.getProvider()).toBeUndefined()
  await connector.connect({})
  await connector.reconnect?.({})
  await connector.switchNetwork?.(mainnet)
  await connector.disconnect()
  expect(load).toHaveBeenCalledTimes(1)
  expect(connector.getProvider()).toBe('provider')
  expect(loaded.switchNetwork).toHaveBeenCalledWith(mainnet)
})

it('restores a session by default (forgetting `reconnect: true` no longer loses it on reload); switchNetwork only when declared', async () => {
  const loaded = real()
  const connector = deferredConnector({
    id: 'x',
    type: 'INJECTED',
    name: 'X',
    chain: 'eip155',
    load: async () => loaded,
  })
  await expect(connector.reconnect?.({})).resolves.toMatchObject({ chainId: 1 })
  expect(loaded.reconnect).toHaveBeenCalledOnce()
  expect(connector.switchNetwork).toBeUndefined()
})

it('reconnect: false leaves it out; a default one whose connector has none says how to fix it', async () => {
  const optedOut = deferredConnector({
    id: 'x',
    type: 'INJECTED',
    name: 'X',
    chain: 'eip155',
    reconnect: false,
    load: async () => real(),
  })
  expect(optedOut.reconnect).toBeUndefined()
  const without = deferredConnector({
    id: 'x',
    type: 'INJECTED',
    name: 'X',
    chain: 'eip155',
    load: async () => real({ reconnect: undefined }),
  })
  await expect(without.reconnect?.({})).rejects.toThrow('X cannot restore a session')
})

it('a failed load is reported to the caller and tried again on the next use', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('setup failed')).mockResolvedValueOnce(real())
  const connector = deferredConnector({ id: 'x', type: 'INJECTED', name: 'X', chain: 'eip155', load })
  await expect(connector.connect({})).rejects.toThrow('setup failed')
  await expect(connector.connect({})).resolves.toMatchObject({ chainId: 1 })
  expect(load).toHaveBeenCalledTimes(2)
})
