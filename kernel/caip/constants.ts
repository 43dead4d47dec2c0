/** Name-registration suffixes (spec section 5). */
export const ACCOUNT_NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
/** Account names: letters, digits and hyphens, at least 4 characters (spec section 5). */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** Coin types are 31-bit: a chain id must be below 2^31 (spec section 5). */
export const MAX_COIN_TYPE_CHAIN_ID = 2147483648
