import { BaseError, ExecutionRevertedError, nodeErrorOf, providerErrorFromCode } from 'walletdock/errors'
import { SwapSlippageExceededError, SwapsNetworkNotSupportedError } from './errors.js'

const EIP1193_CODES = new Set([4001, 4100, 4200, 4900, 4901, 4902])

/** Every message and code along an error's cause chain (wallets and clients wrap each other's errors). */
function chainOf(error: unknown): { texts: string[]; codes: unknown[]; apiCodes: unknown[] } {
  const texts: string[] = []
  const codes: unknown[] = []
  const apiCodes: unknown[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const entry = current as { message?: unknown; details?: unknown; code?: unknown; apiCode?: unknown }
    for (const text of [entry.message, entry.details]) if (typeof text === 'string') texts.push(text)
    codes.push(entry.code)
    apiCodes.push(entry.apiCode)
    current = (current as { cause?: unknown }).cause
  }
  if (typeof error === 'string') texts.push(error)
  return { texts, codes, apiCodes }
}

/**
 * What a failed swap or approval shows, from the error catalogue: the router's minimum not met (the price
 * moved past the slippage tolerance), a node's refusal by name (insufficient funds, nonce, gas, reverted), a
 * wallet's refusal by its EIP-1193 code (4001 user rejected), the convert API's refusals, else the error.
 */
export function swapErrorOf(error: unknown): BaseError | Error {
  if (error instanceof BaseError && error.name.startsWith('Swap')) return error
  const { texts, codes, apiCodes } = chainOf(error)
  if (texts.some((text) => /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/.test(text)))
    return new SwapSlippageExceededError({ cause: error })
  const node = nodeErrorOf(error)
  if (node) return node
  const code = codes.find((entry) => typeof entry === 'number' && EIP1193_CODES.has(entry))
  if (typeof code === 'number') return providerErrorFromCode(code, error)
  if (apiCodes.includes('UNSUPPORTED_NETWORK')) return new SwapsNetworkNotSupportedError({ cause: error })
  if (apiCodes.includes('SWAP_WOULD_FAIL')) return new ExecutionRevertedError({ cause: error })
  if (error instanceof Error) return error
  return new BaseError(String(error))
}

/** The sentence a person reads for an error. */
export const messageOf = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
