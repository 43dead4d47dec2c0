import { formatBalance, formatUnits } from 'walletdock/plugin'
import { SwapInvalidAmountError } from './errors.js'

/** '1.5' with 6 decimals is 1500000n: integer math; more decimals than the token has, or ≤ 0, is refused. */
export function parseAmount(text: string, decimals: number): bigint {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim())
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '') || fraction.length > decimals)
    throw new SwapInvalidAmountError({ decimals })
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value <= 0n) throw new SwapInvalidAmountError({ decimals })
  return value
}

/** A balance's numeric text in the token's smallest unit, extra decimals cut off; unreadable text is 0. */
export function balanceUnits(numeric: string, decimals: number): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match) return 0n
  const [, whole = '', fraction = ''] = match
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}

/** An amount in the smallest unit as text with at most `digits` decimals (cut, never rounded up). */
export function shortUnits(value: bigint, decimals: number, digits: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals) || '0'
  const fraction = text.slice(text.length - decimals, text.length - decimals + digits).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * An amount in the token's smallest unit as the modal shows every balance (formatBalance: cut to 3 decimals, the
 * whole part grouped, `1,488.081`): the quote's amounts and the swap's toast read like the balances above them.
 */
export function tokenAmount(value: bigint, decimals: number): string {
  return formatBalance({ value: formatUnits(value, decimals) })
}
