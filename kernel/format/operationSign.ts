/** Operation types that add to the balance and those that take from it (spec section 5). */
const INCOMING_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const
const OUTGOING_OPERATIONS = ['withdraw', 'repay', 'burn'] as const

/** '+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn; '' otherwise. */
export function operationSign(operationType: string): '+' | '-' | '' {
  if ((INCOMING_OPERATIONS as readonly string[]).includes(operationType)) return '+'
  if ((OUTGOING_OPERATIONS as readonly string[]).includes(operationType)) return '-'
  return ''
}
