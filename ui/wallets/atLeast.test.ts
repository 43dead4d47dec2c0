import { afterEach, expect, it, vi } from 'vitest'
import { SEARCH_MIN_WAIT_MS } from '../views/AllWallets.js'
import { atLeast } from './atLeast.js'

afterEach(() => {
  vi.useRealTimers()
})

it('a search answered at once is shown only after the minimum wait of 300 ms (spec 9)', async () => {
  vi.useFakeTimers()
  let shown = false
  const search = atLeast(Promise.resolve(['wallet']), SEARCH_MIN_WAIT_MS).then((result) => {
    shown = true
    return result
  })
  await vi.advanceTimersByTimeAsync(SEARCH_MIN_WAIT_MS - 1)
  expect(shown).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(shown).toBe(true)
  await expect(search).resolves.toEqual(['wallet'])
})

it('a slower answer is not held any longer than it takes', async () => {
  vi.useFakeTimers()
  let shown = false
  const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 1_000))
  void atLeast(slow, SEARCH_MIN_WAIT_MS).then(() => {
    shown = true
  })
  await vi.advanceTimersByTimeAsync(999)
  expect(shown).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(shown).toBe(true)
})
