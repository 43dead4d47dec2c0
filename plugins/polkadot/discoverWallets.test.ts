import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createHooks } from '../../kernel/hooks/createHooks.js'
import { type DiscoveredPolkadotWallet, discoverWallets } from './discoverWallets.js'

const page = globalThis as { window?: (EventTarget & { injectedWeb3?: Record<string, unknown> }) | undefined }
beforeEach(() => {
  vi.useFakeTimers()
  page.window = new EventTarget()
})
afterEach(() => {
  vi.useRealTimers()
  delete page.window
})

const extension = { version: '1.0.0', enable: async () => ({}) }

it('reads window.injectedWeb3 again when the modal opens: an extension that injected after the last retry is listed', async () => {
  const hooks = createHooks()
  const seen: (readonly DiscoveredPolkadotWallet[])[] = []
  const stop = discoverWallets(
    (wallets) => seen.push(wallets),
    { hooks },
    undefined,
    () => undefined,
  )
  const names = () => seen.at(-1)?.map((wallet) => wallet.name)
  vi.advanceTimersByTime(10_000)
  expect(names()).toEqual([])
  page.window = Object.assign(page.window ?? new EventTarget(), { injectedWeb3: { 'dev-wallet': extension } })
  expect(names()).toEqual([])
  await hooks.emit('open', { view: 'Connect', namespace: 'polkadot' })
  expect(names()).toEqual(['Dev Wallet'])
  stop()
  const reads = seen.length
  await hooks.emit('open', { view: 'Connect', namespace: 'polkadot' })
  expect(seen).toHaveLength(reads)
})
