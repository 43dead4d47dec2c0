// Display rules of spec sections 5 and 9.
/** Shortened addresses keep 4 leading and 6 trailing characters. */
export const SHORT_ADDRESS_LEADING = 4
export const SHORT_ADDRESS_TRAILING = 6
/** Quantities are shown with 3 decimals. */
export const QUANTITY_DECIMALS = 3
/** Balances are truncated (not rounded) to 3 decimals. */
export const BALANCE_DECIMALS = 3
/** Number formatting: 2 decimals, en-US. */
export const NUMBER_DECIMALS = 2
export const NUMBER_LOCALE = 'en-US'
/** Decimal arithmetic (amounts computed from balances and prices): 20 places, round half up. */
export const DECIMAL_PLACES = 20
/** Round half up: a tie goes away from zero (Intl's 'halfExpand', big-number libraries' ROUND_HALF_UP). */
export const DECIMAL_ROUNDING = 'halfExpand'
export const ELLIPSIS = '...'
