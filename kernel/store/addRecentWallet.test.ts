import fc from 'fast-check'
import { expect, it } from 'vitest'
import { addRecentWallet } from './addRecentWallet.js'
import { RECENT_WALLETS_LIMIT } from './constants.js'
import type { RecentWallet } from './types.js'

const wallet = (id: string): RecentWallet => ({ id, name: id, namespace: 'eip155' })

it('recent wallets keep at most 2, newest first', () => {
  let list = addRecentWallet([], wallet('a'))
  list = addRecentWallet(list, wallet('b'))
  list = addRecentWallet(list, wallet('c'))
  expect(list.map((entry) => entry.id)).toEqual(['c', 'b'])
})

it('reconnecting a recent wallet moves it to the front without a duplicate', () => {
  const list = addRecentWallet([wallet('b'), wallet('a')], wallet('a'))
  expect(list.map((entry) => entry.id)).toEqual(['a', 'b'])
})

it('any sequence of wallets gives a short, duplicate-free list headed by the newest', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }), (ids) => {
      const list = ids.reduce((acc, id) => addRecentWallet(acc, wallet(id)), [] as RecentWallet[])
      expect(list.length).toBeLessThanOrEqual(RECENT_WALLETS_LIMIT)
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length)
      expect(list[0]?.id).toBe(ids.at(-1))
    }),
  )
})
