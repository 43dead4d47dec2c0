import { BaseError } from '../errors/base.js'

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ caipNetworkId, configured }: { caipNetworkId: string; configured: string[] }) {
    super('Network not found', {
      metaMessages: [`Requested: ${caipNetworkId}`, `Configured: ${configured.join(', ')}`],
      code: 'NETWORK_NOT_FOUND',
    })
  }
}
