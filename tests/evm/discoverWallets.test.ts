import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { Connector } from '../../kernel/connection/connector.js'
import type { AttachContext } from '../../kernel/plugins/context.js'
import { evm } from '../../plugins/evm/evm.js'
import type { EIP1193Provider } from '../../plugins/evm/types.js'
import { announceWallet, installPageWindow } from '../fixtures/pageWindow.js'
import { pluginConnectorsForTest } from '../support/kernelTesting.js'

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const fakeProvider = () => ({ request: async () => null }) as unknown as EIP1193Provider

let page: ReturnType<typeof installPageWindow>
beforeEach(() => {
  page = installPageWindow()
})
afterEach(() => page.remove())

/** The evm plugin attached to an instance, as createAppKit does at creation: its connectors. */
function watch(options: { excludeWalletIds?: string[]; announced?: boolean; injected?: boolean } = {}) {
  const connectors: Connector[] = []
  // What the plugin registered: the kernel's detach unregisters it (attachPlugins), after the plugin's own stop.
  const registered: (() => void)[] = []
  const kernel = pluginConnectorsForTest('evm')
  const ctx = {
    instance: {},
    config: { enableEIP6963: options.announced ?? true, excludeWalletIds: options.excludeWalletIds ?? [] },
    // The kernel's registry, as attachPlugins hands it to the plugin (its checks and its console report).
    connectors: {
      ...kernel.connectors,
      register(connector: Connector) {
        const unregister = kernel.connectors.register(connector)
        if (kernel.listed().includes(connector)) connectors.push(connector)
        const remove = () => {
          unregister()
          if (connectors.includes(connector)) connectors.splice(connectors.indexOf(connector), 1)
        }
        registered.push(remove)
        return remove
      },
    },
  } as unknown as AttachContext<{ injected: boolean }>
  const stop = evm({ injected: options.injected ?? true }).attach?.(ctx)
  return {
    connectors,
    /** The plugin's detach as the kernel runs it: the plugin's stop, then what it registered. */
    stop: () => {
      stop?.()
      for (const remove of registered.splice(0)) remove()
    },
  }
}

describe('the evm plugin finds extension wallets at attach', () => {
  it('lists announced wallets (rdns, name, icon) as ANNOUNCED connectors, without network I/O', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Test Wallet', icon, rdns: 'dev.appkit.test' },
      fakeProvider(),
    )
    const { connectors } = watch()
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({
      id: 'dev.appkit.test',
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      chain: 'eip155',
      info: { rdns: 'dev.appkit.test' },
      imageUrl: icon,
    })
  })

  it('two announced wallets with the same rdns appear once', () => {
    const rdns = 'dev.appkit.twice'
    announceWallet(page.window, { uuid: crypto.randomUUID(), name: 'Twice', icon, rdns }, fakeProvider())
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Twice again', icon, rdns },
      fakeProvider(),
    )
    const { connectors } = watch()
    expect(connectors.map((connector) => connector.name)).toEqual(['Twice'])
  })

  it('a wallet announced after start-up is added', () => {
    const { connectors } = watch()
    expect(connectors).toHaveLength(0)
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Late', icon, rdns: 'dev.appkit.late' },
      fakeProvider(),
    )
    expect(connectors.map((connector) => connector.id)).toEqual(['dev.appkit.late'])
  })

  it('offers window.ethereum as INJECTED only when it is not already announced', () => {
    const ethereum = fakeProvider()
    page.window.ethereum = ethereum
    const alone = watch()
    expect(alone.connectors.map((connector) => [connector.id, connector.type])).toEqual([
      ['injected', 'INJECTED'],
    ])
    alone.stop()
    expect(alone.connectors).toHaveLength(0)

    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Same', icon, rdns: 'dev.appkit.same' },
      ethereum,
    )
    const announced = watch()
    expect(announced.connectors.map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('leaves out excluded wallets, by rdns or name, case-insensitive', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Kept', icon, rdns: 'dev.appkit.kept' },
      fakeProvider(),
    )
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Gone', icon, rdns: 'dev.appkit.gone' },
      fakeProvider(),
    )
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Hidden', icon, rdns: 'dev.appkit.hidden' },
      fakeProvider(),
    )
    const { connectors } = watch({ excludeWalletIds: ['DEV.APPKIT.GONE', 'hidden'] })
    expect(connectors.map((connector) => connector.id)).toEqual(['dev.appkit.kept'])
  })

  it('ignores announcements when EIP-6963 is off', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Off', icon, rdns: 'dev.appkit.off' },
      fakeProvider(),
    )
    expect(watch({ announced: false }).connectors).toHaveLength(0)
  })

  it('with injected false, window.ethereum is not offered', () => {
    page.window.ethereum = fakeProvider()
    expect(watch({ injected: false }).connectors).toHaveLength(0)
  })
})

/** Announces `detail` as a page script may, with anything under the event's name. */
const announceRaw = (detail: unknown) =>
  page.window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
const goodInfo = (name: string) => ({ uuid: crypto.randomUUID(), name, icon, rdns: `dev.appkit.${name}` })
const throwing = () => {
  throw new Error('no')
}

describe('a malformed EIP-6963 announcement is skipped and reported once; the wallets after it are listed', () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  const shapes: [string, (name: string) => unknown, string][] = [
    [
      'no uuid',
      (name) => ({ info: { ...goodInfo(name), uuid: undefined }, provider: fakeProvider() }),
      'no uuid',
    ],
    ['no rdns', (name) => ({ info: { ...goodInfo(name), rdns: '' }, provider: fakeProvider() }), 'no rdns'],
    ['a provider without request', (name) => ({ info: goodInfo(name), provider: {} }), 'no request()'],
    [
      'a bad icon (a URL)',
      (name) => ({ info: { ...goodInfo(name), icon: 'https://x.test/a.png' }, provider: fakeProvider() }),
      'its icon is not a data:image/ URI',
    ],
    [
      'a bad icon (not an image)',
      (name) => ({ info: { ...goodInfo(name), icon: 'data:text/html,<b>' }, provider: fakeProvider() }),
      'its icon is not a data:image/ URI',
    ],
    [
      'a bad icon (not a string)',
      (name) => ({ info: { ...goodInfo(name), icon: 7 }, provider: fakeProvider() }),
      'its icon is not a data:image/ URI',
    ],
    [
      'no icon',
      (name) => ({ info: { ...goodInfo(name), icon: undefined }, provider: fakeProvider() }),
      'its icon is not a data:image/ URI',
    ],
    [
      'a throwing info getter',
      () => ({
        get info() {
          return throwing()
        },
        provider: fakeProvider(),
      }),
      'could not be read',
    ],
    [
      'a throwing rdns getter',
      (name) => ({
        info: Object.defineProperty({ ...goodInfo(name) }, 'rdns', { get: throwing }),
        provider: fakeProvider(),
      }),
      'could not be read',
    ],
    [
      'an info Proxy that throws on every read but its name',
      (name) => ({
        info: new Proxy({}, { get: (_target, key) => (key === 'name' ? name : throwing()) }),
        provider: fakeProvider(),
      }),
      'could not be read',
    ],
  ]
  it.each(shapes)('%s', (shape, bad, problem) => {
    const name = `Bad ${shape}`
    const { connectors } = watch()
    for (let times = 0; times < 3; times++) announceRaw(bad(name))
    announceWallet(page.window, goodInfo('good'), fakeProvider())
    expect(connectors.map((connector) => connector.name)).toEqual(['good'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(problem)
    // The name is in the message whenever it could be read.
    if (shape !== 'a throwing info getter')
      expect(String(warn.mock.calls[0]?.[0])).toContain(`[appkit] evm: skipped the wallet "${name}"`)
  })

  it('a name of 10,000 characters is refused, reported once with its start; a blank or missing name too', () => {
    const { connectors } = watch()
    const long = 'L'.repeat(10_000)
    for (let times = 0; times < 3; times++)
      announceRaw({ info: { ...goodInfo('long'), name: long }, provider: fakeProvider() })
    announceRaw({ info: { ...goodInfo('blank'), name: '  ' }, provider: fakeProvider() })
    announceRaw({ info: { ...goodInfo('none'), name: undefined }, provider: fakeProvider() })
    announceWallet(page.window, goodInfo('good'), fakeProvider())
    expect(connectors.map((connector) => connector.name)).toEqual(['good'])
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `[appkit] evm: skipped the wallet "${'L'.repeat(64)}": its name is not 1 to 64 characters`,
      '[appkit] evm: skipped the wallet "  ": its name is not 1 to 64 characters',
      '[appkit] evm: skipped the wallet with no readable name: its name is not 1 to 64 characters',
    ])
  })

  it('a window.ethereum whose request getter throws is not offered, and the announced wallets still are', () => {
    Object.defineProperty(page.window, 'ethereum', { get: throwing, configurable: true })
    announceWallet(page.window, goodInfo('kept'), fakeProvider())
    expect(watch().connectors.map((connector) => connector.name)).toEqual(['kept'])
  })
})
