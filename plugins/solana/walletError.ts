import { providerErrorFromCode } from 'walletdock/errors'

/** The first numeric `code` in an error's cause chain (wallets nest theirs). */
function codeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Maps what a Solana wallet threw to the kernel's typed provider errors (4001 user rejected, 4100,
 * 4900, ...); an error without a code is returned as it is.
 */
export function walletError(error: unknown): Error {
  const code = codeOf(error)
  if (code !== undefined) return providerErrorFromCode(code, error)
  return error instanceof Error ? error : new Error(String(error))
}
