import {
  type Connector,
  createInstanceHandoff,
  deferredConnector,
  definePlugin,
  type Signal,
} from 'walletdock/plugin'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectorId.js'
import { label } from './labels.js'
import { createPairingState, type Pairing } from './pairing.js'
import type { WalletConnectOptions } from './setupWalletConnect.js'

export { WALLET_CONNECT_CONNECTOR_ID } from './constants.js'
export { createWalletConnectConnector } from './createWalletConnectConnector.js'
export { WalletConnectConnectorNotFoundError } from './errors.js'
export { formatWalletLink } from './formatWalletLink.js'
export { isPairingExpired } from './isPairingExpired.js'
export type { Pairing } from './pairing.js'
export { sessionNamespacesOf } from './sessionNamespaces.js'
export type { WalletConnectOptions } from './setupWalletConnect.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    /** The pairing QR and links; the wallet the user picked, or none (then a pairing starts on open). */
    ConnectingWalletConnect: { connectorId: string; walletId: string } | undefined
    /** spec section 2: the same pairing, started on open. */
    ConnectingWalletConnectBasic: undefined
  }
}

const loadSetup = () => import('./setupWalletConnect.js')

/**
 * WalletConnect: connect a wallet by QR or deep link through the relay (`config.endpoints.relay`).
 * The modal lists it from creation (attach); its setup and options schema load when the instance
 * starts; the sign-client on first use (or when a stored session must be restored), never at start-up.
 */
export const walletConnect = (options: WalletConnectOptions = {}) => {
  // Per instance (ctx.instance): the connector setup() makes for the entry attach() registered.
  const connectors = createInstanceHandoff<Connector>()
  const pairings = new WeakMap<object, Signal<Pairing>>()
  return definePlugin<WalletConnectOptions>({
    name: 'walletconnect',
    kind: 'adapter',
    // No wallet of its own: alone, it is the spec's "no adapters" case, and the modal opens on its QR.
    soleAdapterView: 'ConnectingWalletConnectBasic',
    // The relay serves every namespace; the connector writes the ones a session approves.
    namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
    options,
    attach(ctx) {
      const pairing = createPairingState()
      pairings.set(ctx.instance, pairing)
      const view = async () => {
        const { createConnectingWalletConnect } = await import('./ConnectingWalletConnect.js')
        return { default: createConnectingWalletConnect(pairing) }
      }
      const unregister = [
        ctx.connectors.register(
          deferredConnector({
            id: WALLET_CONNECT_CONNECTOR_ID,
            type: 'WALLET_CONNECT',
            name: options.name ?? 'WalletConnect',
            chain: 'eip155',
            imageUrl: options.imageUrl,
            // Its logo's bytes load with the modal's list, not with the page.
            loadImage: () => import('./logo.js').then((logo) => logo.WALLET_CONNECT_LOGO),
            connectView: 'ConnectingWalletConnect',
            pairsRegistryWallets: true,
            reconnectStatus: 'reconnecting',
            reconnect: true,
            switchNetwork: true,
            load: () => connectors.get(ctx.instance),
          }),
        ),
        ctx.views.register('ConnectingWalletConnect', view, { title: 'WalletConnect' }),
        ctx.views.register('ConnectingWalletConnectBasic', view, {
          title: label('connectWallet'),
        }),
      ]
      return () => {
        for (const remove of unregister) remove()
        connectors.delete(ctx.instance)
        pairings.delete(ctx.instance)
      }
    },
    preload: loadSetup,
    configSchema: () => loadSetup().then((setup) => setup.optionsSchema),
    async setup(ctx) {
      const setup = await loadSetup()
      const pairing = pairings.get(ctx.instance) ?? createPairingState()
      connectors.resolve(ctx.instance, setup.setupWalletConnect(ctx, pairing))
    },
  })
}
