import { BaseError } from 'walletdock/errors'

/** The plugin cannot make its connector: it was set up without its eip155 writer (spec section 8 text). */
export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('WalletConnectConnector not found', {
      cause,
      code: 'WALLETCONNECT_CONNECTOR_NOT_FOUND',
      metaMessages: ["The walletconnect plugin needs the eip155 namespace among its plugin's `namespaces`."],
    })
  }
}
