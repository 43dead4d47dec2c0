import type { Wallet as StandardWallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { listenForStandardWallets } from './listenForStandardWallets.js'

const page = globalThis as { window?: unknown }
beforeEach(() => {
  page.window = Object.assign(new EventTarget(), { navigator: {} })
})
afterEach(() => {
  delete page.window
})

const wallet = (name: string) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains: [],
    features: {},
    accounts: [],
  }) as never

it('finds wallets registered with the Wallet Standard whether they load before or after the app, and their unregistering', () => {
  const before = wallet('Before')
  registerWallet(before)
  const seen: (readonly StandardWallet[])[] = []
  const stop = listenForStandardWallets<StandardWallet>((wallets) => seen.push(wallets))
  expect(seen.at(-1)?.map((entry) => entry.name)).toEqual(['Before'])

  const after = wallet('After')
  registerWallet(after)
  expect(seen.at(-1)?.map((entry) => entry.name)).toEqual(['Before', 'After'])

  // The same wallet registered twice is listed once.
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register(w: unknown): void }) => register(after),
    }),
  )
  expect(seen.at(-1)?.map((entry) => entry.name)).toEqual(['Before', 'After'])

  // A page event with something other than a callback is ignored, and nothing is reported once stopped.
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a callback' }))
  const count = seen.length
  stop()
  registerWallet(wallet('Late'))
  expect(seen.length).toBe(count)
})

it('an unregistered wallet leaves the list', () => {
  const seen: (readonly StandardWallet[])[] = []
  listenForStandardWallets<StandardWallet>((wallets) => seen.push(wallets))
  let unregister: () => void = () => undefined
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register(w: unknown): () => void }) => {
        unregister = register(wallet('Gone'))
      },
    }),
  )
  expect(seen.at(-1)?.map((entry) => entry.name)).toEqual(['Gone'])
  unregister()
  expect(seen.at(-1)).toEqual([])
})

it('reports the list once at start, an empty one when no wallet is on the page', () => {
  const seen: (readonly StandardWallet[])[] = []
  listenForStandardWallets<StandardWallet>((wallets) => seen.push(wallets))
  expect(seen).toEqual([[]])
})
