import { BaseError } from './base.js'

/** A connector reported a reconnect status that is not one of the known ones. */
export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError' as const
  readonly status: string
  constructor({ status, cause }: { status: string; cause?: unknown }) {
    super(`Invalid connection status: ${status}`, { cause })
    this.status = status
  }
}
