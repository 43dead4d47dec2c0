import { DECIMAL_PLACES } from './constants.js'

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/

/** A decimal string as a scaled integer: '12.5' is { digits: 125n, scale: 1 }. */
function scaled(value: string): { digits: bigint; scale: number } {
  const match = DECIMAL.exec(value.trim())
  if (!match) throw new RangeError(`"${value}" is not a decimal number (digits, one optional point)`)
  const [, sign, whole, fraction = ''] = match
  const digits = BigInt(`${whole}${fraction}`)
  return { digits: sign ? -digits : digits, scale: fraction.length }
}

/** A finite number as its shortest decimal text, exponent written out (1e-7 becomes '0.0000001'). */
function decimalText(value: string | number): string {
  if (typeof value === 'string') return value
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`)
  const [mantissa = '0', exponentText] = String(value).split('e')
  if (exponentText === undefined) return mantissa
  const negative = mantissa.startsWith('-')
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.')
  const exponent = Number(exponentText)
  const digits = `${whole}${fraction}`
  const point = whole.length + exponent
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? `${digits}${'0'.repeat(point - digits.length)}`
        : `${digits.slice(0, point)}.${digits.slice(point)}`
  return `${negative ? '-' : ''}${text}`
}

/**
 * `a × b` in exact decimal arithmetic, kept to `places` decimals (spec section 9: 20, round half up,
 * a tie away from zero); trailing zeros dropped. `multiplyDecimals('1.5', 1999.99)` is '2999.985'.
 */
export function multiplyDecimals(
  a: string | number,
  b: string | number,
  places: number = DECIMAL_PLACES,
): string {
  if (!Number.isInteger(places) || places < 0) throw new RangeError('places must be a non-negative integer')
  const left = scaled(decimalText(a))
  const right = scaled(decimalText(b))
  let product = left.digits * right.digits
  let scale = left.scale + right.scale
  if (scale > places) {
    const divisor = 10n ** BigInt(scale - places)
    const negative = product < 0n
    const magnitude = negative ? -product : product
    let kept = magnitude / divisor
    if ((magnitude % divisor) * 2n >= divisor) kept += 1n
    product = negative ? -kept : kept
    scale = places
  }
  const negative = product < 0n
  const text = (negative ? -product : product).toString().padStart(scale + 1, '0')
  const whole = text.slice(0, text.length - scale)
  const fraction = text.slice(text.length - scale).replace(/0+$/, '')
  const result = `${whole}${fraction ? `.${fraction}` : ''}`
  return negative && result !== '0' ? `-${result}` : result
}
