import type { Connector } from '../../kernel/connection/connector.js'
import { deferredConnector } from '../../kernel/connection/deferredConnector.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createInstanceHandoff } from '../../kernel/plugins/instanceHandoff.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.js'
import type { WalletConnectOptions } from './setupWalletConnect.js'

export { WALLET_CONNECT_CONNECTOR_ID } from './constants.js'
export { createWalletConnectConnector, sessionNamespacesOf } from './createWalletConnectConnector.js'
export { formatWalletLink } from './formatWalletLink.js'
export { isPairingExpired } from './isPairingExpired.js'
export type { WalletConnectOptions } from './setupWalletConnect.js'

const loadSetup = () => import('./setupWalletConnect.js')

/**
 * WalletConnect: connect a wallet by QR or deep link through the relay (`config.endpoints.relay`).
 * The modal lists it from creation (attach); its setup and options schema load when the instance
 * starts; the sign-client on first use (or when a stored session must be restored), never at start-up.
 */
export const walletConnect = (options: WalletConnectOptions = {}) => {
  // Per instance (ctx.instance): the connector setup() makes for the entry attach() registered.
  const connectors = createInstanceHandoff<Connector>()
  return definePlugin<WalletConnectOptions>({
    name: 'walletconnect',
    kind: 'adapter',
    namespace: 'eip155',
    options,
    attach(ctx) {
      const unregister = ctx.connectors.register(
        deferredConnector({
          id: WALLET_CONNECT_CONNECTOR_ID,
          type: 'WALLET_CONNECT',
          name: options.name ?? 'WalletConnect',
          chain: 'eip155',
          imageUrl: options.imageUrl,
          reconnect: true,
          switchNetwork: true,
          load: () => connectors.get(ctx.instance),
        }),
      )
      const views = [
        ctx.views.register('ConnectingWalletConnect', () => import('./ConnectingWalletConnect.js')),
        ctx.views.register('ConnectingWalletConnectBasic', () => import('./ConnectingWalletConnectBasic.js')),
      ]
      return () => {
        unregister()
        for (const remove of views) remove()
        connectors.delete(ctx.instance)
      }
    },
    preload: loadSetup,
    configSchema: () => loadSetup().then((setup) => setup.optionsSchema),
    setup: (ctx) =>
      loadSetup().then((setup) => connectors.resolve(ctx.instance, setup.setupWalletConnect(ctx))),
  })
}
