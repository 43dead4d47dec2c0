import { BaseError } from './base.js'

type Cause = { cause?: unknown }

export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError' as const
  constructor({ value, cause }: { value?: string } & Cause = {}) {
    super('Invalid CAIP-10 address', {
      cause,
      metaMessages: value === undefined ? undefined : [`Received: ${JSON.stringify(value)}`],
    })
  }
}

export class InvalidCaip2NetworkIdError extends BaseError {
  override name = 'InvalidCaip2NetworkIdError' as const
  constructor({ value, cause }: { value?: string } & Cause = {}) {
    super('Invalid CAIP-2 network id', {
      cause,
      metaMessages: value === undefined ? undefined : [`Received: ${JSON.stringify(value)}`],
    })
  }
}

/** A CAIP address whose parts are present but unusable (e.g. an address that is not valid for its chain). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const
  constructor({ cause }: Cause = {}) {
    super('Invalid CAIP Address', { cause })
  }
}

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  constructor({
    caipNetworkId,
    configured,
    cause,
  }: Cause & { caipNetworkId?: string | undefined; configured?: string[] | undefined } = {}) {
    super('Network not found', {
      cause,
      code: 'NETWORK_NOT_FOUND',
      metaMessages: caipNetworkId
        ? [`Requested: ${caipNetworkId}`, ...(configured ? [`Configured: ${configured.join(', ')}`] : [])]
        : undefined,
    })
  }
}
