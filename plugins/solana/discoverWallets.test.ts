import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { AttachContext } from '../../kernel/plugins/context.js'
import { pluginConnectorsForTest } from '../../tests/support/kernelTesting.js'
import { type DiscoveredSolanaWallet, discoverWallets } from './discoverWallets.js'
import { solana } from './solana.js'

const page = globalThis as { window?: (EventTarget & { solana?: unknown }) | undefined }
beforeEach(() => {
  page.window = Object.assign(new EventTarget(), { navigator: {} })
})
afterEach(() => {
  delete page.window
})

const standardWallet = (name: string, chains: string[] = ['solana:devnet']) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains,
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    accounts: [],
  }) as never
const legacy = (isPhantom: boolean) => ({ isPhantom, connect: async () => ({}) })

function discover(injected = true) {
  const seen: (readonly DiscoveredSolanaWallet[])[] = []
  const stop = discoverWallets(
    (wallets) => seen.push(wallets),
    undefined,
    { injected },
    () => {
      throw new Error('no wallet here is malformed')
    },
  )
  const names = () => seen.at(-1)?.map((wallet) => [wallet.type, wallet.id, wallet.name])
  return { names, stop }
}

it('lists the Wallet Standard wallets that speak Solana, registered before or after, under ws:<name>', () => {
  registerWallet(standardWallet('Before'))
  registerWallet(standardWallet('Ethereum only', ['eip155:1']))
  const { names } = discover()
  registerWallet(standardWallet('After'))
  expect(names()).toEqual([
    ['ANNOUNCED', 'ws:Before', 'Before'],
    ['ANNOUNCED', 'ws:After', 'After'],
  ])
})

it('offers a legacy window.solana only when no Wallet Standard wallet has its name, and not with injected false', () => {
  if (page.window) page.window.solana = legacy(false)
  expect(discover().names()).toEqual([['INJECTED', 'solana.injected', 'Solana Wallet']])
  expect(discover(false).names()).toEqual([])

  if (page.window) page.window.solana = legacy(true)
  expect(discover().names()).toEqual([['INJECTED', 'solana.injected', 'Phantom']])
  registerWallet(standardWallet('Phantom'))
  expect(discover().names()).toEqual([['ANNOUNCED', 'ws:Phantom', 'Phantom']])
})

it('a window.solana without connect is not a wallet', () => {
  if (page.window) page.window.solana = { isPhantom: true }
  expect(discover().names()).toEqual([])
})

/** The solana plugin attached as createAppKit does (the kernel's checks included): its connectors' names. */
function watch() {
  const { connectors, listed } = pluginConnectorsForTest('solana')
  const ctx = {
    instance: {},
    config: { excludeWalletIds: [] },
    connectors,
  } as unknown as AttachContext<{ injected: boolean }>
  solana().attach?.(ctx)
  return () => listed().map((connector) => connector.name)
}

/** Registers anything, as a page script may: the Wallet Standard's event with a callback. */
const registerRaw = (wallet: unknown) =>
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register(wallet: unknown): void }) => register(wallet),
    }),
  )
const throwing = () => {
  throw new Error('no')
}
const good = (name: string) => standardWallet(name) as Record<string, unknown>
const withGetter = (name: string, key: string) =>
  Object.defineProperty({ ...good(name) }, key, { get: throwing, enumerable: true })

describe('a malformed Wallet Standard wallet is skipped and reported once; the wallets after it are listed', () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  const shapes: [string, (name: string) => unknown, string][] = [
    ['no features', (name) => ({ ...good(name), features: undefined }), 'its features are not an object'],
    [
      'features not an object',
      (name) => ({ ...good(name), features: 'standard:connect' }),
      'its features are not an object',
    ],
    ['features null', (name) => ({ ...good(name), features: null }), 'its features are not an object'],
    [
      'chains not a list',
      (name) => ({ ...good(name), chains: 'solana:devnet' }),
      'its chains or accounts are not a list',
    ],
    [
      'a throwing features getter',
      (name) => withGetter(name, 'features'),
      'reading its Wallet Standard fields threw',
    ],
    [
      'a throwing accounts getter',
      (name) => withGetter(name, 'accounts'),
      'reading its Wallet Standard fields threw',
    ],
    [
      'a throwing icon getter',
      (name) => withGetter(name, 'icon'),
      'reading its Wallet Standard fields threw',
    ],
    [
      'a Proxy that throws on every read but its name',
      (name) => new Proxy({}, { get: (_target, key) => (key === 'name' ? name : throwing()) }),
      'reading its Wallet Standard fields threw',
    ],
    [
      'features whose keys throw',
      (name) => ({ ...good(name), features: new Proxy({}, { ownKeys: throwing }) }),
      'reading its Wallet Standard fields threw',
    ],
    [
      'a bad icon (a URL)',
      (name) => ({ ...good(name), icon: 'https://x.test/a.png' }),
      'its icon is not a data:image/ URI',
    ],
    [
      'a bad icon (not an image)',
      (name) => ({ ...good(name), icon: 'data:text/html;base64,' }),
      'its icon is not a data:image/ URI',
    ],
    [
      'a bad icon (not a string)',
      (name) => ({ ...good(name), icon: {} }),
      'its icon is not a data:image/ URI',
    ],
  ]
  it.each(shapes)('%s', (shape, bad, problem) => {
    const name = `Bad ${shape}`
    const names = watch()
    registerRaw(bad(name))
    registerWallet(standardWallet('Good'))
    registerWallet(standardWallet('Later'))
    expect(names()).toEqual(['Good', 'Later'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(`[appkit] solana: skipped the wallet "${name}": ${problem}`)
  })

  it('a name of 10,000 characters is refused and reported once with its start; an unreadable wallet too', () => {
    const names = watch()
    registerRaw({ ...good('long'), name: 'L'.repeat(10_000) })
    registerRaw(new Proxy({}, { get: throwing }))
    registerRaw(null)
    registerWallet(standardWallet('Good'))
    expect(names()).toEqual(['Good'])
    expect(warn.mock.calls).toEqual([
      [`[appkit] solana: skipped the wallet "${'L'.repeat(64)}": its name is not 1 to 64 characters`],
      ['[appkit] solana: skipped the wallet with no readable name: reading its Wallet Standard fields threw'],
    ])
  })

  it('a wallet for other chains only is left out without a report; a window.solana whose getter throws is not offered', () => {
    Object.defineProperty(page.window, 'solana', { get: throwing, configurable: true })
    const names = watch()
    registerWallet(standardWallet('Ethereum', ['eip155:1']))
    registerWallet(standardWallet('Good'))
    expect(names()).toEqual(['Good'])
    expect(warn).not.toHaveBeenCalled()
  })
})
