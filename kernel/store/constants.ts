/** spec section 3 and 9: at most 2 recent wallets are stored. */
export const RECENT_WALLETS_LIMIT = 2
