import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestConnector, mainnet, pluginConnectorsForTest } from '../../tests/support/kernelTesting.js'
import type { Connector } from '../connection/connector.js'
import { createAppKit } from '../createAppKit.js'
import { kernelOf } from '../internal.js'
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
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const wallet = (id: string, overrides: Partial<PageWallet> = {}): PageWallet => ({
  type: 'ANNOUNCED',
  id,
  name: `Wallet ${id}`,
  imageUrl: ICON,
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
  const kernelConnectors = pluginConnectorsForTest(plugin.name)
  const ctx = {
    name: plugin.name,
    instance,
    options: plugin.options,
    config: { excludeWalletIds },
    // The kernel's registry, as attachPlugins hands it to a plugin (its checks and its console report).
    connectors: {
      ...kernelConnectors.connectors,
      register(connector: Connector) {
        const unregister = kernelConnectors.connectors.register(connector)
        if (kernelConnectors.listed().includes(connector)) connectors.push(connector)
        return () => {
          unregister()
          if (connectors.includes(connector)) connectors.splice(connectors.indexOf(connector), 1)
        }
      },
    },
  } as unknown as AttachContext<WalletAdapterResolvedOptions>
  plugin.attach?.(ctx)
  const start = () => plugin.setup({ instance } as PluginContext<WalletAdapterResolvedOptions>)
  return { connectors, start }
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
    expect(connectors[1]?.info?.rdns).toBeUndefined()
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

  it('destroy stops discovery and removes its connectors (the kernel undoes what attach registered)', () => {
    const { plugin, seen, show } = adapter()
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
    show([wallet('a'), wallet('b')])
    const listed = () =>
      kernelOf(appKit)
        .connectors.list()
        .map((connector) => connector.id)
    expect(listed()).toEqual(['a', 'b'])
    appKit.destroy()
    expect(seen.stopped).toBe(1)
    expect(listed()).toEqual([])
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

  it("lists a wallet only with a name of 1 to 64 characters and a data:image icon (an injected one may have none), reporting each other once with what is wrong; discovery's own skips go to the same report", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let skip: ((name: unknown, problem: string) => void) | undefined
    let show: ((wallets: readonly PageWallet[]) => void) | undefined
    const { plugin } = adapter({
      discover(report, _ctx, _options, skipWallet) {
        skip = skipWallet
        show = report
        return () => undefined
      },
    })
    const { connectors } = attach(plugin)
    const found = [
      wallet('long', { name: 'x'.repeat(65) }),
      wallet('blank', { name: ' ' }),
      wallet('unnamed', { name: 7 as never }),
      wallet('url', { imageUrl: 'https://wallet.test/icon.png' }),
      wallet('script', { imageUrl: 'javascript:alert(1)' }),
      wallet('html', { imageUrl: 'data:text/html,<script>alert(1)</script>' }),
      wallet('none', { imageUrl: undefined }),
      wallet('ok', { rdns: 'ok', name: 'x'.repeat(64), imageUrl: 'data:image/PNG;base64,AA==' }),
      wallet('injected', { type: 'INJECTED', imageUrl: undefined }),
      wallet('injected-url', { type: 'INJECTED', imageUrl: 'https://wallet.test/icon.png' }),
    ]
    show?.(found)
    show?.(found)
    skip?.('Odd', 'its features are not an object')
    skip?.('Odd', 'its features are not an object')
    expect(connectors.map((connector) => connector.id)).toEqual(['ok', 'injected'])
    const icon = 'its icon is not a data:image/ URI of a PNG, JPEG, GIF, WebP, AVIF or SVG image'
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `[appkit] evm: skipped the wallet "${'x'.repeat(64)}": its name is not 1 to 64 characters`,
      '[appkit] evm: skipped the wallet " ": its name is not 1 to 64 characters',
      '[appkit] evm: skipped the wallet with no readable name: its name is not 1 to 64 characters',
      `[appkit] evm: skipped the wallet "Wallet url": ${icon}`,
      `[appkit] evm: skipped the wallet "Wallet script": ${icon}`,
      `[appkit] evm: skipped the wallet "Wallet html": ${icon}`,
      `[appkit] evm: skipped the wallet "Wallet none": ${icon}`,
      `[appkit] evm: skipped the wallet "Wallet injected-url": ${icon}`,
      '[appkit] evm: skipped the wallet "Odd": its features are not an object',
    ])
    warn.mockRestore()
  })

  it('without a window (server rendering) attach discovers nothing', () => {
    delete page.window
    const { plugin, seen } = adapter()
    attach(plugin)
    expect(seen.options).toBeUndefined()
  })
})
