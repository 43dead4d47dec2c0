import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestConnector } from '../../tests/support/kernelTesting.js'
import type { Connector } from '../connection/connector.js'
import type { AttachContext, PluginContext } from './context.js'
import {
  type DefineWalletAdapterParameters,
  defineWalletAdapter,
  type PageWallet,
  type WalletAdapterResolvedOptions,
} from './defineWalletAdapter.js'

const page = globalThis as { window?: unknown }
beforeEach(() => {
  page.window = new EventTarget()
})
afterEach(() => {
  delete page.window
})

const provider = (label: string) => ({ label })
const wallet = (id: string, overrides: Partial<PageWallet> = {}): PageWallet => ({
  type: 'ANNOUNCED',
  id,
  name: `Wallet ${id}`,
  source: provider(id),
  ...overrides,
})

/** An adapter whose page is driven by the test: `show` is what discovery finds. */
function adapter(overrides: Partial<DefineWalletAdapterParameters<PageWallet>> = {}) {
  let found: ((wallets: readonly PageWallet[]) => void) | undefined
  const seen: { options?: WalletAdapterResolvedOptions; stopped: number; setups: PageWallet[] } = {
    stopped: 0,
    setups: [],
  }
  const plugin = defineWalletAdapter<PageWallet>({
    name: 'evm',
    namespace: 'eip155',
    discover(report, _ctx, options) {
      found = report
      seen.options = options
      return () => {
        seen.stopped++
      }
    },
    load: async () => () => ({
      connectorFor(wallet) {
        seen.setups.push(wallet)
        return createTestConnector({ id: wallet.id, name: `${wallet.name} (loaded)` })
      },
      stop() {},
    }),
    ...overrides,
  })
  return { plugin, seen, show: (wallets: readonly PageWallet[]) => found?.(wallets) }
}

/** Attaches a plugin to an instance the way createAppKit does, recording its connectors. */
function attach(plugin: ReturnType<typeof defineWalletAdapter>, excludeWalletIds: string[] = []) {
  const instance = {}
  const connectors: Connector[] = []
  const ctx = {
    name: plugin.name,
    instance,
    options: plugin.options,
    config: { excludeWalletIds },
    connectors: {
      register(connector: Connector) {
        connectors.push(connector)
        return () => connectors.splice(connectors.indexOf(connector), 1)
      },
    },
  } as unknown as AttachContext<WalletAdapterResolvedOptions>
  const detach = plugin.attach?.(ctx)
  const start = () => plugin.setup({ instance } as PluginContext<WalletAdapterResolvedOptions>)
  return { connectors, detach: () => detach?.(), start }
}

describe('defineWalletAdapter', () => {
  it('is an adapter plugin of its namespace, with injected on by default and the setup preloadable', () => {
    const { plugin } = adapter()
    expect(plugin).toMatchObject({
      name: 'evm',
      kind: 'adapter',
      namespaces: ['eip155'],
      options: { injected: true },
    })
    expect(adapter({ options: { injected: false } }).plugin.options).toEqual({ injected: false })
    expect(typeof plugin.preload).toBe('function')
  })

  it('refuses an injected option that is not true or false, naming the factory', () => {
    expect(() => adapter({ options: { injected: 'yes' as never } })).toThrow(
      new TypeError('evm({ injected }) must be true or false'),
    )
  })

  it('lists every wallet discovery finds at attach as a connector of the namespace, before setup runs', () => {
    const { plugin, seen, show } = adapter()
    const { connectors } = attach(plugin)
    expect(seen.options).toEqual({ injected: true })
    show([wallet('io.metamask', { rdns: 'io.metamask', imageUrl: 'data:image/png;base64,' }), wallet('b')])
    expect(connectors).toHaveLength(2)
    expect(connectors[0]).toMatchObject({
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'Wallet io.metamask',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
      imageUrl: 'data:image/png;base64,',
    })
    expect(connectors[1]?.info).toBeUndefined()
    expect(typeof connectors[0]?.reconnect).toBe('function')
    expect(typeof connectors[0]?.switchNetwork).toBe('function')
    expect(seen.setups).toEqual([])
  })

  it("a connector's code is the setup's connector for that wallet, once the instance started", async () => {
    const { plugin, seen, show } = adapter()
    const { connectors, start } = attach(plugin)
    const found = wallet('a')
    show([found])
    const connecting = connectors[0]?.connect({})
    await start()
    await expect(connecting).resolves.toMatchObject({ accounts: [{ address: '0xabc' }] })
    expect(seen.setups).toEqual([found])
  })

  it('the first wallet under an id wins, and a new object under that id replaces its connector', () => {
    const { plugin, show } = adapter()
    const { connectors } = attach(plugin)
    show([wallet('a', { name: 'First' }), wallet('a', { name: 'Second' })])
    expect(connectors.map((connector) => connector.name)).toEqual(['First'])
    const first = connectors[0]
    show([wallet('a', { name: 'First' })])
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).not.toBe(first)
  })

  it('keeps the connector of a wallet that is found again, and removes the wallets no longer found', () => {
    const { plugin, show } = adapter()
    const { connectors } = attach(plugin)
    const kept = wallet('kept')
    show([kept, wallet('gone')])
    const before = connectors[0]
    show([kept])
    expect(connectors).toEqual([before])
  })

  it('leaves out excluded wallets, by rdns or name, case-insensitive', () => {
    const { plugin, show } = adapter()
    const { connectors } = attach(plugin, ['IO.METAMASK', 'browser wallet'])
    show([
      wallet('io.metamask', { rdns: 'io.metamask', name: 'MetaMask' }),
      wallet('injected', { type: 'INJECTED', name: 'Browser Wallet' }),
      wallet('com.rabby', { rdns: 'com.rabby', name: 'Rabby' }),
    ])
    expect(connectors.map((connector) => connector.id)).toEqual(['com.rabby'])
  })

  it('destroy stops discovery and removes its connectors', () => {
    const { plugin, seen, show } = adapter()
    const { connectors, detach } = attach(plugin)
    show([wallet('a'), wallet('b')])
    detach()
    expect(seen.stopped).toBe(1)
    expect(connectors).toEqual([])
  })

  it('two instances of one plugin object each get their own connectors and setup', async () => {
    const loaded: string[] = []
    const { plugin, show } = adapter({
      load: async () => () => ({
        connectorFor: (found) => {
          loaded.push(found.id)
          return createTestConnector({ id: found.id })
        },
        stop() {},
      }),
    })
    const first = attach(plugin)
    const second = attach(plugin)
    show([wallet('only-second')])
    expect(first.connectors).toEqual([])
    await second.start()
    await second.connectors[0]?.connect({})
    expect(loaded).toEqual(['only-second'])
  })

  it('without a window (server rendering) attach discovers nothing', () => {
    delete page.window
    const { plugin, seen } = adapter()
    attach(plugin)
    expect(seen.options).toBeUndefined()
  })
})
