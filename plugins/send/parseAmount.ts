import { SendInvalidAmountError } from './errors.js'

/** '1.5' with 6 decimals is 1500000n: integer math; more decimals than the token has, or ≤ 0, is refused. */
export function parseAmount(text: string, decimals: number): bigint {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim())
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '') || fraction.length > decimals)
    throw new SendInvalidAmountError({ decimals })
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value <= 0n) throw new SendInvalidAmountError({ decimals })
  return value
}

/** A balance's numeric text in the token's smallest unit, extra decimals cut off; unreadable text is 0. */
export function balanceUnits(numeric: string, decimals: number): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match) return 0n
  const [, whole = '', fraction = ''] = match
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}
