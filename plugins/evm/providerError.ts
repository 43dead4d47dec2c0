import {
  PROVIDER_ERROR_CODES,
  type ProviderErrorFromCodeReturnType,
  providerErrorFromCode,
} from 'walletdock/errors'

const EIP1193_CODES = new Set<number>(Object.values(PROVIDER_ERROR_CODES))

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    chain.push(current)
    // Some mobile wallets nest the real code in data.originalError.
    const original = (current as { data?: { originalError?: unknown } }).data?.originalError
    if (typeof original === 'object' && original !== null) chain.push(original)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

/** The EIP-1193 code anywhere in an error's cause chain (viem wraps wallet errors), else the first code. */
export function providerCodeOf(error: unknown): number | undefined {
  const codes = causesOf(error)
    .map((entry) => (entry as { code?: unknown }).code)
    .filter((code): code is number => typeof code === 'number')
  return codes.find((code) => EIP1193_CODES.has(code)) ?? codes[0]
}

export type ProviderErrorReturnType = ProviderErrorFromCodeReturnType | Error

/**
 * Maps what a wallet threw to the kernel's typed provider errors (4001 user rejected, 4100, 4200,
 * 4900, 4901, 4902 by name); an error without a code is returned as it is.
 */
export function providerError(error: unknown): ProviderErrorReturnType {
  const code = providerCodeOf(error)
  if (code !== undefined) return providerErrorFromCode(code, error)
  return error instanceof Error ? error : new Error(String(error))
}
