import { BaseError, nodeErrorOf, providerErrorFromCode } from 'walletdock/errors'

const EIP1193_CODES = new Set([4001, 4100, 4200, 4900, 4901, 4902])

/** The first EIP-1193 code in an error's cause chain (wallets and clients wrap each other's errors). */
function providerCodeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && EIP1193_CODES.has(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * What a failed send shows, from the error catalogue: a node's refusal (insufficient funds, nonce,
 * gas, reverted) by name, a wallet's refusal by its EIP-1193 code (4001 user rejected), else the error.
 */
export function sendErrorOf(error: unknown): BaseError | Error {
  const node = nodeErrorOf(error)
  if (node) return node
  const code = providerCodeOf(error)
  if (code !== undefined) return providerErrorFromCode(code, error)
  if (error instanceof Error) return error
  return new BaseError(String(error))
}

/** The sentence a person reads for an error. */
export const messageOf = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
