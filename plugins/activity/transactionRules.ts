import { formatQuantity } from 'walletdock/plugin'
import { MINUS_OPERATIONS, PLUS_OPERATIONS } from './constants.js'
import type { ActivityTransaction, ActivityTransfer } from './protocol/history.js'

/**
 * spec section 5: only the active chain's transactions are kept, and a transaction whose transfers are all
 * flagged spam is dropped (one with no transfers at all is kept: a contract call still happened).
 */
export function visibleTransactions(
  transactions: readonly ActivityTransaction[],
  caipNetworkId: string,
): ActivityTransaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === caipNetworkId &&
      !(
        transaction.transfers.length > 0 &&
        transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
      ),
  )
}

/**
 * The list after a fresh read of the first page: the fresh versions of the transactions it holds (a pending one
 * may have confirmed since), the new ones, and the pages read before, newest first (the services' order).
 */
export function mergeFirstPage(
  listed: readonly ActivityTransaction[],
  fresh: readonly ActivityTransaction[],
): ActivityTransaction[] {
  const freshIds = new Set(fresh.map((transaction) => transaction.id))
  const kept = listed.filter((transaction) => !freshIds.has(transaction.id))
  // A stable sort: transactions mined at the same time keep the services' order.
  return [...fresh, ...kept].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
}

/** spec section 5: '+' for receive, deposit, borrow and claim; '-' for withdraw, repay and burn; none otherwise. */
export function operationSign(operationType: string): '+' | '-' | '' {
  if (PLUS_OPERATIONS.includes(operationType)) return '+'
  if (MINUS_OPERATIONS.includes(operationType)) return '-'
  return ''
}

/** A transfer as the list shows it: `+1.500 ETH`, `-1.000 DUSD`, `+Dev Collection #3` (an NFT's name, '-' without one). */
export function transferText(operationType: string, transfer: ActivityTransfer, unnamed = '-'): string {
  const sign = operationSign(operationType)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name || unnamed}`
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatQuantity(transfer.quantity.numeric)}${symbol ? ` ${symbol}` : ''}`
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** `minedAt` relative to `now` in the modal's language: "5 minutes ago", "vor 2 Tagen", "now". */
export function relativeTime(minedAt: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(minedAt) - now) / 1000)
  if (Number.isNaN(seconds)) return ''
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(unit === 'second' && Math.abs(seconds) < 10 ? 0 : Math.trunc(seconds / size), unit)
    }
  }
  return ''
}
