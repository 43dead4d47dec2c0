/** spec section 5: operations shown with a '+' before their quantity. */
export const PLUS_OPERATIONS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
/** spec section 5: operations shown with a '-' before their quantity. */
export const MINUS_OPERATIONS: readonly string[] = ['withdraw', 'repay', 'burn']
/** The analytics event a failed history request tracks (spec section 7). */
export const FETCH_TRANSACTIONS_ERROR_EVENT = 'ERROR_FETCH_TRANSACTIONS'
/** Ours: while the Activity tab shows, its first page is read again this often (new and newly confirmed transfers). */
export const ACTIVITY_REFRESH_MS = 5_000
