import { afterEach, beforeEach, expect, it } from 'vitest'
import { pageHandshake } from './pageHandshake.js'

const page = globalThis as { window?: unknown }
beforeEach(() => {
  page.window = new EventTarget()
})
afterEach(() => {
  delete page.window
})

/** The wallet side of EIP-6963: answers every request with its announcement. */
function walletSide(detail: object) {
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  return pageHandshake('eip6963:requestProvider', announce, 'eip6963:announceProvider', detail)
}

it("the two sides of a handshake meet whichever is on the page first, and each gets the other's detail", () => {
  const seen: unknown[] = []
  const early = { name: 'early wallet' }
  walletSide(early)
  const stopApp = pageHandshake(
    'eip6963:announceProvider',
    (detail) => seen.push(detail),
    'eip6963:requestProvider',
  )
  expect(seen).toEqual([early])
  const late = { name: 'late wallet' }
  const stopLate = walletSide(late)
  expect(seen).toEqual([early, late])
  stopApp()
  stopLate()
  walletSide({ name: 'after stop' })
  expect(seen).toEqual([early, late])
})

it('a stopped side no longer answers the other', () => {
  const answered: unknown[] = []
  const stop = pageHandshake(
    'wallet-standard:app-ready',
    (api) => answered.push(api),
    'wallet-standard:register-wallet',
    'callback',
  )
  stop()
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: 'api' }))
  expect(answered).toEqual([])
})
