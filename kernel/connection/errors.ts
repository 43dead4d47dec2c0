import { BaseError } from '../errors/base.js'

/** spec section 8: a wallet answered with EIP-1193 code 4001. */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Connection rejected', { cause, code: 4001 })
  }
}

export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to connect', { cause })
  }
}

export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to disconnect', { cause, code: 'INTERNAL_SDK_ERROR' })
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor({ connectorId }: { connectorId: string }) {
    super(`No connector found for connection: ${connectorId}`)
  }
}

/** EIP-1193 "user rejected" anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === 4001) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
