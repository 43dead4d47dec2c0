import { BALANCE_DECIMALS, NUMBER_LOCALE } from './constants.js'

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

const grouping = new Intl.NumberFormat(NUMBER_LOCALE, { useGrouping: true, maximumFractionDigits: 0 })

/**
 * The one display rule for a balance, wherever it shows (the Account header, the Tokens tab):
 * truncated to 3 decimals, the whole part grouped en-US (`9,999.997 ETH`), the symbol after it.
 */
export function formatBalance({ value, symbol }: { value: string | number; symbol?: string }): string {
  const truncated = truncateBalance(value)
  const [whole = '0', fraction] = truncated.split('.')
  // BigInt keeps every digit of a large whole part; the sign goes back on by hand ("-0" has none).
  const digits = grouping.format(BigInt(whole.replace('-', '')))
  const amount = `${whole.startsWith('-') ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`
  return symbol ? `${amount} ${symbol}` : amount
}
