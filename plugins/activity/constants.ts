/** spec section 5: operations shown with a '+' before their quantity. */
export const PLUS_OPERATIONS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
/** spec section 5: operations shown with a '-' before their quantity. */
export const MINUS_OPERATIONS: readonly string[] = ['withdraw', 'repay', 'burn']
/** The analytics event a failed history request tracks (spec section 7). */
export const FETCH_TRANSACTIONS_ERROR_EVENT = 'ERROR_FETCH_TRANSACTIONS'
