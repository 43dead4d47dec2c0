import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import type { WalletConnectOptions } from './setupWalletConnect.js'

export { WALLET_CONNECT_CONNECTOR_ID } from './constants.js'
export { createWalletConnectConnector, sessionNamespacesOf } from './createWalletConnectConnector.js'
export { formatWalletLink } from './formatWalletLink.js'
export { isPairingExpired } from './isPairingExpired.js'
export type { WalletConnectOptions } from './setupWalletConnect.js'

const loadSetup = () => import('./setupWalletConnect.js')

/**
 * WalletConnect: connect a wallet by QR or deep link through the relay (`config.endpoints.relay`).
 * The setup and options schema load when the instance starts; the sign-client on first use (or when a
 * stored session must be restored), never at start-up.
 */
export const walletConnect = (options: WalletConnectOptions = {}) =>
  definePlugin<WalletConnectOptions>({
    name: 'walletconnect',
    kind: 'adapter',
    namespace: 'eip155',
    preload: loadSetup,
    configSchema: () => loadSetup().then((setup) => setup.optionsSchema),
    options,
    setup: (ctx) => loadSetup().then((setup) => setup.setupWalletConnect(ctx)),
  })
