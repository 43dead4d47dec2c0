import { BaseError } from './base.js'

type Cause = { cause?: unknown }

/** The user closed the modal before connecting. */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError' as const
  constructor({ cause }: Cause = {}) {
    super('Modal closed', { cause })
  }
}

/** The wallet refused the connection. */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError' as const
  constructor({ cause }: Cause = {}) {
    super('Connection rejected', { cause })
  }
}

export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to connect', { cause })
  }
}

/** The social login popup was closed before a result arrived. */
export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError' as const
  constructor({ cause }: Cause = {}) {
    super('Popup closed', { cause })
  }
}

export class FarcasterConnectError extends BaseError {
  override name = 'FarcasterConnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to connect to farcaster', { cause })
  }
}

export class SocialConnectError extends BaseError {
  override name = 'SocialConnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to initiate social connection', { cause })
  }
}

export class NoAuthConnectorError extends BaseError {
  override name = 'NoAuthConnectorError' as const
  constructor({ cause }: Cause = {}) {
    super('No auth connector found', { cause })
  }
}

export class NotConnectedToEmailOrSocialError extends BaseError {
  override name = 'NotConnectedToEmailOrSocialError' as const
  constructor({ cause }: Cause = {}) {
    super('Not connected to email or social', { cause })
  }
}

export class NoConnectorForConnectionError extends BaseError {
  override name = 'NoConnectorForConnectionError' as const
  readonly connectionId: string
  constructor({ id, cause }: { id: string } & Cause) {
    super(`No connector found for connection: ${id}`, { cause })
    this.connectionId = id
  }
}

export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError' as const
  readonly status: string
  constructor({ status, cause }: { status: string } & Cause) {
    super(`Invalid connection status: ${status}`, { cause })
    this.status = status
  }
}

/** Disconnect failed; reported with the INTERNAL_SDK_ERROR code (spec section 4). */
export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to disconnect', { cause, code: 'INTERNAL_SDK_ERROR' })
  }
}

export class FailedToDisconnectChainsError extends BaseError {
  override name = 'FailedToDisconnectChainsError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to disconnect chains', { cause })
  }
}

export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError' as const
  constructor({ cause }: Cause = {}) {
    super('WalletConnectConnector not found', { cause })
  }
}

export class ConnectorChainsUnsupportedError extends BaseError {
  override name = 'ConnectorChainsUnsupportedError' as const
  constructor({ cause }: Cause = {}) {
    super('The connector does not support any of the requested chains', { cause })
  }
}

export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError' as const
  constructor({ cause }: Cause = {}) {
    super('No ActiveCaipAddress found', { cause })
  }
}

export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError' as const
  constructor({ cause }: Cause = {}) {
    super('No ActiveCaipNetwork or client found', { cause })
  }
}

export class NoConnectionClientError extends BaseError {
  override name = 'NoConnectionClientError' as const
  constructor({ cause }: Cause = {}) {
    super('No ConnectionController client found', { cause })
  }
}

export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  constructor({ cause }: Cause = {}) {
    super('Chain is not supported', { cause })
  }
}

export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError' as const
  constructor({ cause }: Cause = {}) {
    super('SIWX is not enabled', { cause })
  }
}
