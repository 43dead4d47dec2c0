/** Every product key starts with this (spec section 3). */
export const STORAGE_PREFIX = '@appkit/'
/** The embedded-wallet keys live under their own prefix (spec section 3). */
export const EMBEDDED_WALLET_STORAGE_PREFIX = '@appkit-wallet/'
