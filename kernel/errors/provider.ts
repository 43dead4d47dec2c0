import { BaseError } from './base.js'
import { PROVIDER_ERROR_CODES, type ProviderErrorCode } from './codes.js'

/** An EIP-1193 provider error: the wallet answered a request with an error code. */
export class ProviderRpcError extends BaseError {
  override name: string = 'ProviderRpcError'
  declare readonly code: number
  constructor(shortMessage: string, { code, cause }: { code: number; cause?: unknown }) {
    super(shortMessage, { code, cause })
  }
}

export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('User rejected the request.', { code: PROVIDER_ERROR_CODES.userRejectedRequest, cause })
  }
}

export class UnauthorizedProviderError extends ProviderRpcError {
  override name = 'UnauthorizedProviderError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The requested method and/or account has not been authorized by the user.', {
      code: PROVIDER_ERROR_CODES.unauthorized,
      cause,
    })
  }
}

export class UnsupportedProviderMethodError extends ProviderRpcError {
  override name = 'UnsupportedProviderMethodError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The Provider does not support the requested method.', {
      code: PROVIDER_ERROR_CODES.unsupportedMethod,
      cause,
    })
  }
}

export class ProviderDisconnectedError extends ProviderRpcError {
  override name = 'ProviderDisconnectedError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The Provider is disconnected from all chains.', { code: PROVIDER_ERROR_CODES.disconnected, cause })
  }
}

export class ChainDisconnectedError extends ProviderRpcError {
  override name = 'ChainDisconnectedError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The Provider is not connected to the requested chain.', {
      code: PROVIDER_ERROR_CODES.chainDisconnected,
      cause,
    })
  }
}

export class SwitchChainError extends ProviderRpcError {
  override name = 'SwitchChainError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('An error occurred when attempting to switch chain: the wallet does not recognize the chain.', {
      code: PROVIDER_ERROR_CODES.switchChain,
      cause,
    })
  }
}

export type ProviderErrorFromCodeReturnType =
  | UserRejectedRequestError
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | ProviderDisconnectedError
  | ChainDisconnectedError
  | SwitchChainError
  | ProviderRpcError

/** Maps an EIP-1193 code to its named error; any other code (5000 included) gives a ProviderRpcError. */
export function providerErrorFromCode(code: number, cause?: unknown): ProviderErrorFromCodeReturnType {
  switch (code as ProviderErrorCode) {
    case PROVIDER_ERROR_CODES.userRejectedRequest:
      return new UserRejectedRequestError({ cause })
    case PROVIDER_ERROR_CODES.unauthorized:
      return new UnauthorizedProviderError({ cause })
    case PROVIDER_ERROR_CODES.unsupportedMethod:
      return new UnsupportedProviderMethodError({ cause })
    case PROVIDER_ERROR_CODES.disconnected:
      return new ProviderDisconnectedError({ cause })
    case PROVIDER_ERROR_CODES.chainDisconnected:
      return new ChainDisconnectedError({ cause })
    case PROVIDER_ERROR_CODES.switchChain:
      return new SwitchChainError({ cause })
    default: {
      const message =
        cause instanceof Error && cause.message ? cause.message : 'An unknown provider error occurred.'
      return new ProviderRpcError(message, { code, cause })
    }
  }
}
