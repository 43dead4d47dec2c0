/** spec section 9: at most 99 sends wait to be confirmed at once. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** spec section 5: sending is supported on these namespaces only ('Unsupported chain' elsewhere). */
export const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** spec section 9: a typed receiver name is resolved 500 ms after the last key. */
export const RECEIVER_DEBOUNCE_MS = 500
