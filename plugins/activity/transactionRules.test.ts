import { expect, it } from 'vitest'
import type { ActivityTransaction, ActivityTransfer } from './protocol/history.js'
import {
  mergeFirstPage,
  operationSign,
  relativeTime,
  transferText,
  visibleTransactions,
} from './transactionRules.js'

const coin = (numeric: string, symbol = 'ETH'): ActivityTransfer => ({
  fungible_info: { name: symbol, symbol },
  direction: 'in',
  quantity: { numeric },
  value: 0,
  price: 0,
})
const nft = (name: string | null, spam: boolean): ActivityTransfer => ({
  nft_info: { name, content: { preview: { url: 'data:image/svg+xml,x' } }, flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
  value: 0,
  price: 0,
})
const tx = (id: string, chain: string, transfers: ActivityTransfer[]): ActivityTransaction => ({
  id,
  metadata: {
    minedAt: '2026-01-01T00:00:00.000Z',
    chain,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
    hash: `0x${id}`,
  },
  transfers,
})

it("keeps only the active chain's transactions and drops those whose transfers are all spam", () => {
  const kept = visibleTransactions(
    [
      tx('a', 'eip155:1', [coin('1')]),
      tx('b', 'eip155:10', [coin('1')]),
      tx('c', 'eip155:1', [nft('Spam #1', true)]),
      tx('d', 'eip155:1', [nft('Spam #2', true), nft('Real #1', false)]),
      tx('e', 'eip155:1', [nft('Spam #3', true), coin('2')]),
      tx('f', 'eip155:1', []),
    ],
    'eip155:1',
  )
  expect(kept.map((entry) => entry.id)).toEqual(['a', 'd', 'e', 'f'])
})

it('signs receive, deposit, borrow and claim with +, withdraw, repay and burn with -, and nothing else', () => {
  for (const type of ['receive', 'deposit', 'borrow', 'claim']) expect(operationSign(type)).toBe('+')
  for (const type of ['withdraw', 'repay', 'burn']) expect(operationSign(type)).toBe('-')
  for (const type of ['send', 'execute', 'mint', 'approve', 'trade']) expect(operationSign(type)).toBe('')
})

it('shows quantities with 3 decimals and an NFT by its name (- without one)', () => {
  expect(transferText('receive', coin('1.23456'))).toBe('+1.235 ETH')
  expect(transferText('withdraw', coin('1000', 'DUSD'))).toBe('-1,000.000 DUSD')
  expect(transferText('send', coin('0.0004'))).toBe('0.000 ETH')
  expect(transferText('receive', nft('Dev Collection #3', false))).toBe('+Dev Collection #3')
  expect(transferText('burn', nft(null, false))).toBe('--')
})

it('says minedAt relative to now, in the given language', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z')
  expect(relativeTime('2026-01-01T12:00:00.000Z', now, 'en')).toBe('now')
  expect(relativeTime('2026-01-01T11:59:30.000Z', now, 'en')).toBe('30 seconds ago')
  expect(relativeTime('2026-01-01T11:55:00.000Z', now, 'en')).toBe('5 minutes ago')
  expect(relativeTime('2025-12-30T12:00:00.000Z', now, 'en')).toBe('2 days ago')
  expect(relativeTime('2025-12-31T12:00:00.000Z', now, 'de')).toBe('gestern')
  expect(relativeTime('not a date', now, 'en')).toBe('')
})

it('a fresh first page puts new transactions on top, replaces the listed ones by id and keeps the older pages', () => {
  const at = (id: string, minute: number, status: 'pending' | 'confirmed' = 'confirmed') => {
    const base = tx(id, 'eip155:1', [coin('1')])
    return { ...base, metadata: { ...base.metadata, minedAt: `2026-01-01T00:${minute}:00.000Z`, status } }
  }
  // Listed: two pages read before, b still pending.
  const listed = [at('b', 40, 'pending'), at('a', 30), at('old', 10)]
  // The first page now: c landed, b confirmed (the page holds the newest two).
  const fresh = [at('c', 50), at('b', 40)]
  const merged = mergeFirstPage(listed, fresh)
  expect(merged.map((transaction) => transaction.id)).toEqual(['c', 'b', 'a', 'old'])
  expect(merged[1]?.metadata.status).toBe('confirmed')
  expect(mergeFirstPage([], fresh).map((transaction) => transaction.id)).toEqual(['c', 'b'])
  expect(mergeFirstPage(listed, []).map((transaction) => transaction.id)).toEqual(['b', 'a', 'old'])
})
