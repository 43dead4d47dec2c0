import { afterEach, expect, it } from 'vitest'
import { listenForAnnouncedWallets } from '../../plugins/evm/listenForAnnouncedWallets.js'
import type { DiscoveredWallet } from '../../plugins/evm/types.js'
import { announceWallet, installPageWindow } from '../fixtures/pageWindow.js'

let page: ReturnType<typeof installPageWindow> | undefined
afterEach(() => page?.remove())

const provider = { request: async () => null }
const skipped = () => {
  throw new Error('no announcement here is malformed')
}
const info = (uuid: string) => ({
  uuid,
  name: `Wallet ${uuid}`,
  icon: 'data:image/svg+xml,',
  rdns: `com.${uuid}`,
})

it('lists the wallets already on the page and those announced later, once per uuid, and stops listening', () => {
  page = installPageWindow()
  announceWallet(page.window, info('a'), provider)
  const seen: (readonly DiscoveredWallet[])[] = []
  const stop = listenForAnnouncedWallets((wallets) => seen.push(wallets), skipped)
  expect(seen.at(-1)).toEqual([
    {
      type: 'ANNOUNCED',
      id: 'com.a',
      name: 'Wallet a',
      rdns: 'com.a',
      imageUrl: 'data:image/svg+xml,',
      source: provider,
    },
  ])
  announceWallet(page.window, info('b'), provider)
  page.window.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(seen.at(-1)?.map((wallet) => wallet.id)).toEqual(['com.a', 'com.b'])
  expect(seen).toHaveLength(2)
  stop()
  announceWallet(page.window, info('c'), provider)
  expect(seen).toHaveLength(2)
})

it('a malformed announcement from a page script goes to skip, with its name when readable, and does not throw', () => {
  page = installPageWindow()
  const seen: (readonly DiscoveredWallet[])[] = []
  const skips: unknown[][] = []
  listenForAnnouncedWallets(
    (wallets) => seen.push(wallets),
    (...args) => skips.push(args),
  )
  for (const detail of [undefined, null, 'x', { info: { uuid: 'u' } }, { info: info('d'), provider: {} }])
    page.window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  expect(seen).toEqual([])
  expect(skips).toEqual([
    [undefined, 'its EIP-6963 announcement could not be read'],
    [undefined, 'its EIP-6963 announcement could not be read'],
    [undefined, 'its EIP-6963 announcement could not be read'],
    [undefined, 'its EIP-6963 info has no rdns'],
    ['Wallet d', 'its EIP-6963 provider has no request()'],
  ])
})
