/** spec section 4: token balance load has a retry gate of 30 s after a failure. */
export const TOKEN_BALANCE_RETRY_GATE_MS = 30_000
