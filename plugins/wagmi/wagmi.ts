import type { Config } from '@wagmi/core'
import { definePlugin, type Plugin } from 'walletdock/plugin'
import type { WagmiIntent } from './wagmiIntent.js'

export type WagmiOptions = {
  /** The app's own wagmi config (`createConfig`): its hooks see the modal's wallet, the modal sees its connections. */
  config: Config
}
export type WagmiPlugin = Plugin<WagmiOptions>

/** The bridge's code, @wagmi/core's actions included: its own chunk, loaded when the instance starts. */
const load = () => import('./setupBridge.js')

/**
 * The wagmi bridge: the wallet connected through the modal (extension, WalletConnect, embedded wallet)
 * becomes the current connection of the app's wagmi config, through a connector the bridge adds to it
 * (id `walletdock`); a connection made through one of wagmi's own connectors shows in the modal.
 *
 * Until the instance starts only wagmi's status is watched: a connection wagmi makes starts the
 * instance (as the user's intent would), and the bridge loads with its setup.
 */
export function wagmi(options: WagmiOptions): WagmiPlugin {
  const { config } = options
  // Per instance: the connection the user made through wagmi (a connect, not wagmi's reconnect).
  const intents = new WeakMap<object, WagmiIntent>()
  return definePlugin({
    name: 'wagmi',
    namespaces: ['eip155'],
    options,
    attach(ctx) {
      const intent: WagmiIntent = { uid: undefined }
      intents.set(ctx.instance, intent)
      let detached = false
      const start = () => void (detached || ctx.start().catch(() => undefined))
      // wagmi's connect() says 'connecting' on the connector it connects (its reconnect does not).
      const heard = new WeakSet<object>()
      const listen = (connectors: Config['connectors']) => {
        for (const connector of connectors) {
          if (heard.has(connector)) continue
          heard.add(connector)
          connector.emitter.on('message', ({ type }) => {
            if (type !== 'connecting') return
            intent.uid = connector.uid
            start()
          })
        }
      }
      listen(config.connectors)
      const stops = [
        config._internal.connectors.subscribe(listen),
        // A connection wagmi restored on its own shows in the modal too.
        config.subscribe(
          (state) => state.status,
          (status) => status === 'connected' && start(),
        ),
      ]
      return () => {
        detached = true
        for (const stop of stops) stop()
      }
    },
    preload: load,
    setup: async (ctx) =>
      (await load()).setupBridge(ctx, config, intents.get(ctx.instance) ?? { uid: undefined }),
  })
}
