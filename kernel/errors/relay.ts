import { BaseError } from './base.js'

type Cause = { cause?: unknown }

/** The socket closed with this code is reported as an error (spec section 8). */
export const RELAY_ERROR_CLOSE_CODE = 3000

export class RelayOfflineError extends BaseError {
  override name = 'RelayOfflineError' as const
  constructor({ cause }: Cause = {}) {
    super('No internet connection detected. Please restart your network and try again.', { cause })
  }
}

export class RelayConnectError extends BaseError {
  override name = 'RelayConnectError' as const
  constructor({ cause }: Cause = {}) {
    super("Couldn't establish socket connection to the relay server", { cause })
  }
}

export class RelaySocketClosedError extends BaseError {
  override name = 'RelaySocketClosedError' as const
  constructor({ code, reason, cause }: { code: number; reason?: string } & Cause) {
    super(`Socket stalled when trying to connect: closed with code ${code}`, {
      cause,
      code,
      details: reason || undefined,
    })
  }
}

export class RelayUnsupportedMethodError extends BaseError {
  override name = 'RelayUnsupportedMethodError' as const
  constructor({ method, cause }: { method: string } & Cause) {
    super(`Unsupported method: ${method}`, { cause })
  }
}

export class RelayNotInitializedError extends BaseError {
  override name = 'RelayNotInitializedError' as const
  constructor({ what, cause }: { what: string } & Cause) {
    super(`Not initialized: ${what}`, { cause })
  }
}

export class NoMatchingKeyError extends BaseError {
  override name = 'NoMatchingKeyError' as const
  constructor({ context, key, cause }: { context: string; key: string } & Cause) {
    super(`No matching key. ${context}: ${key}`, { cause })
  }
}

export class RelayExpiredError extends BaseError {
  override name = 'RelayExpiredError' as const
  constructor({ context, cause }: { context: string } & Cause) {
    super(`Expired. ${context}`, { cause })
  }
}

export class PairingUriExpiredError extends BaseError {
  override name = 'PairingUriExpiredError' as const
  constructor({ cause }: Cause = {}) {
    super('pair() URI has expired. Please try again with a new connection URI.', { cause })
  }
}

export class PairingExistsError extends BaseError {
  override name = 'PairingExistsError' as const
  constructor({ topic, cause }: { topic: string } & Cause) {
    super(`Pairing already exists: ${topic}. Please try again with a new connection URI.`, { cause })
  }
}

export class DecodeError extends BaseError {
  override name = 'DecodeError' as const
  constructor({ reason, cause }: { reason: 'Non-base256emoji character' | 'Unsupported encoding' } & Cause) {
    super(reason, { cause })
  }
}
