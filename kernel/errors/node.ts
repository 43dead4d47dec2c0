import { BaseError } from './base.js'

type Cause = { cause?: unknown }

/**
 * spec section 8, node errors: what a chain's node answers when it refuses a transaction. Each is a
 * named class with a short sentence a person reads; `nodeErrorOf` finds one in what a wallet or a
 * client threw (the node's text sits somewhere in the cause chain).
 */
export class ExecutionRevertedError extends BaseError {
  override name = 'ExecutionRevertedError' as const
  constructor({ cause }: Cause = {}) {
    super('Execution reverted', { cause, code: 'EXECUTION_REVERTED' })
  }
}

export class NonceTooLowError extends BaseError {
  override name = 'NonceTooLowError' as const
  constructor({ cause }: Cause = {}) {
    super('Nonce too low: a transaction with this nonce was already sent', { cause, code: 'NONCE_TOO_LOW' })
  }
}

export class NonceTooHighError extends BaseError {
  override name = 'NonceTooHighError' as const
  constructor({ cause }: Cause = {}) {
    super('Nonce too high: an earlier transaction is missing', { cause, code: 'NONCE_TOO_HIGH' })
  }
}

export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError' as const
  constructor({ cause }: Cause = {}) {
    super('Insufficient funds for the amount and the network fee', { cause, code: 'INSUFFICIENT_FUNDS' })
  }
}

export class FeeCapTooLowError extends BaseError {
  override name = 'FeeCapTooLowError' as const
  constructor({ cause }: Cause = {}) {
    super('The fee cap is lower than the network base fee', { cause, code: 'FEE_CAP_TOO_LOW' })
  }
}

export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError' as const
  constructor({ cause }: Cause = {}) {
    super('The fee cap is higher than the network allows', { cause, code: 'FEE_CAP_TOO_HIGH' })
  }
}

export class GasTooLowError extends BaseError {
  override name = 'GasTooLowError' as const
  constructor({ cause }: Cause = {}) {
    super('The gas limit is too low for this transaction', { cause, code: 'GAS_TOO_LOW' })
  }
}

export class GasTooHighError extends BaseError {
  override name = 'GasTooHighError' as const
  constructor({ cause }: Cause = {}) {
    super('The gas limit is higher than the block allows', { cause, code: 'GAS_TOO_HIGH' })
  }
}

export class TransactionTypeNotSupportedError extends BaseError {
  override name = 'TransactionTypeNotSupportedError' as const
  constructor({ cause }: Cause = {}) {
    super('The network does not support this transaction type', { cause, code: 'TX_TYPE_NOT_SUPPORTED' })
  }
}

export type NodeError =
  | ExecutionRevertedError
  | NonceTooLowError
  | NonceTooHighError
  | InsufficientFundsError
  | FeeCapTooLowError
  | FeeCapTooHighError
  | GasTooLowError
  | GasTooHighError
  | TransactionTypeNotSupportedError

/** The node texts (geth, anvil, and Solana's for lamports) and the error each means; the first match wins. */
const NODE_TEXTS: readonly [RegExp, new (parameters: Cause) => NodeError][] = [
  [/nonce too low|nonce has already been used/i, NonceTooLowError],
  [/nonce too high/i, NonceTooHighError],
  [/insufficient funds|insufficient lamports|no record of a prior credit/i, InsufficientFundsError],
  [/max fee per gas less than block base fee|fee cap (is )?(too )?low|feecap too low/i, FeeCapTooLowError],
  [/fee cap (is )?(too )?high|max fee per gas higher than/i, FeeCapTooHighError],
  [/intrinsic gas too low|gas too low|out of gas/i, GasTooLowError],
  [/gas limit reached|exceeds block gas limit|gas too high/i, GasTooHighError],
  [/transaction type not supported/i, TransactionTypeNotSupportedError],
  [/execution reverted/i, ExecutionRevertedError],
]

function messagesOf(error: unknown): string[] {
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    for (const field of ['details', 'shortMessage', 'message'] as const) {
      const text = (current as Record<string, unknown>)[field]
      if (typeof text === 'string') texts.push(text)
    }
    current = (current as { cause?: unknown }).cause
  }
  return texts
}

/** The node error a thrown value carries (its text anywhere in the cause chain), or undefined. */
export function nodeErrorOf(error: unknown): NodeError | undefined {
  if (NODE_TEXTS.some(([, type]) => error instanceof type)) return error as NodeError
  const texts = messagesOf(error)
  for (const [pattern, type] of NODE_TEXTS)
    if (texts.some((text) => pattern.test(text))) return new type({ cause: error })
  return undefined
}
