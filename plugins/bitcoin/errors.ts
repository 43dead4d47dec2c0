import { BaseError, providerErrorFromCode } from 'walletdock/errors'

/** spec section 8's rule: "Bitcoin needs a connector supporting a requested chain". */
export class BitcoinChainNotSupportedError extends BaseError {
  override name = 'BitcoinChainNotSupportedError' as const
  constructor({ walletName, caipNetworkId }: { walletName: string; caipNetworkId: string }) {
    super('Bitcoin needs a connector supporting a requested chain', {
      code: 'BITCOIN_CHAIN_NOT_SUPPORTED',
      details: `${walletName} does not sign for ${caipNetworkId}`,
    })
  }
}

/** The network's esplora API refused or failed a read or a broadcast. */
export class BitcoinEsploraError extends BaseError {
  override name = 'BitcoinEsploraError' as const
  constructor({ url, status, body }: { url: string; status: number; body: string }) {
    super(`The Bitcoin network's API answered ${status}`, {
      code: 'BITCOIN_ESPLORA',
      details: `${url}: ${body.slice(0, 200)}`,
    })
  }
}

/** Not enough confirmed coins on the payment address for the amount and the fee. */
export class InsufficientBitcoinError extends BaseError {
  override name = 'InsufficientBitcoinError' as const
  constructor({ needed, available }: { needed: bigint; available: bigint }) {
    super('Not enough bitcoin for this transfer and its fee', {
      code: 'INSUFFICIENT_BITCOIN',
      details: `needs ${needed} sats, has ${available} sats`,
    })
  }
}

function codeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    // A JSON-RPC error answer (Leather and sats-connect reject with one) nests it under `error`.
    const next = current as { cause?: unknown; error?: unknown }
    current = next.error ?? next.cause
  }
  return undefined
}

/** A wallet's error with a numeric code as the kernel's typed provider error (4001 user rejected, ...). */
export function walletError(error: unknown): Error {
  const code = codeOf(error)
  if (code !== undefined) return providerErrorFromCode(code, error)
  if (error instanceof Error) return error
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message
  return new Error(typeof message === 'string' ? message : String(error))
}
