import { DECIMAL_ROUNDING, NUMBER_LOCALE, QUANTITY_DECIMALS } from './constants.js'

/** A token quantity with exactly 3 decimals (rounded, en-US grouping); decimal strings stay exact. */
export function formatQuantity(numeric: string | number): string {
  const formatter = new Intl.NumberFormat(NUMBER_LOCALE, {
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: QUANTITY_DECIMALS,
    roundingMode: DECIMAL_ROUNDING,
  })
  // Intl accepts decimal strings exactly; the cast is for TypeScript's older signature.
  const text = formatter.format(numeric as number)
  return text === 'NaN' ? (0).toFixed(QUANTITY_DECIMALS) : text
}
