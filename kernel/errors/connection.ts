import { BaseError } from './base.js'

type Cause = { cause?: unknown }

// In its own file: the connector registry (first bundle) throws it, the rest load with the engine.
export { InvalidConnectionStatusError } from './invalidConnectionStatus.js'

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
    super('Connection rejected', { cause, code: 4001 })
  }
}

export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to connect', { cause })
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

/** Disconnect failed; reported with the INTERNAL_SDK_ERROR code (spec section 4). */
export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to disconnect', { cause, code: 'INTERNAL_SDK_ERROR' })
  }
}

/** disconnect() of every namespace: at least one namespace's wallet failed to disconnect. */
export class FailedToDisconnectChainsError extends BaseError {
  override name = 'FailedToDisconnectChainsError' as const
  readonly namespaces: string[]
  constructor({ namespaces = [], cause }: { namespaces?: string[] } & Cause = {}) {
    super('Failed to disconnect chains', {
      cause,
      code: 'INTERNAL_SDK_ERROR',
      metaMessages: namespaces.length ? [`Still connected: ${namespaces.join(', ')}`] : undefined,
    })
    this.namespaces = namespaces
  }
}

export class ConnectorChainsUnsupportedError extends BaseError {
  override name = 'ConnectorChainsUnsupportedError' as const
  constructor({ namespace, cause }: { namespace?: string } & Cause = {}) {
    super('The connector does not support any of the requested chains', {
      cause,
      metaMessages: namespace
        ? [
            `The connector is for ${namespace}, and no ${namespace} network is configured: add one to networks.`,
          ]
        : undefined,
    })
  }
}

export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  constructor({ cause }: Cause = {}) {
    super('Chain is not supported', { cause })
  }
}
