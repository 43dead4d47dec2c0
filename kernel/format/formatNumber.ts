import { DECIMAL_ROUNDING, NUMBER_DECIMALS, NUMBER_LOCALE } from './constants.js'

/** Number formatting of spec section 9: 2 decimals, en-US. */
export function formatNumber(value: string | number, decimals: number = NUMBER_DECIMALS): string {
  const text = new Intl.NumberFormat(NUMBER_LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: DECIMAL_ROUNDING,
  }).format(value as number)
  return text === 'NaN' ? (0).toFixed(decimals) : text
}
