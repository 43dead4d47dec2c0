import { BALANCE_DECIMALS } from './constants.js'

const DECIMAL = /^(-?\d+)(?:\.(\d*))?$/

/** Truncates (never rounds) a decimal string to 3 decimals; anything unreadable shows as 0.000. */
export function truncateBalance(value: string | number): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) return (0).toFixed(BALANCE_DECIMALS)
  const [, whole = '0', fraction = ''] = match
  const kept = fraction.slice(0, BALANCE_DECIMALS).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/** A balance with its symbol, e.g. `1.234 ETH`. */
export function formatBalance({ value, symbol }: { value: string | number; symbol?: string }): string {
  const amount = truncateBalance(value)
  return symbol ? `${amount} ${symbol}` : amount
}
