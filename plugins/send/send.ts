import { createInstanceHandoff, definePlugin, type Plugin, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    WalletSend: undefined
  }
}

/**
 * Send (spec sections 3 to 5): a Send action on the Account view opens the WalletSend view (pick a
 * token from the account's balances, an amount, a receiver, a preview with the network fee, send).
 * Sending goes through the transfer builder the account's namespace plugin contributes
 * (`ctx.transfers`): evm and solana contribute one. Off with `features.send: false`. Needs
 * `endpoints.api` for the balances. Nothing of it loads or asks anything before the view opens.
 */
export function send(): Plugin<undefined> {
  // Per instance: setup hands its ctx over (no import, no request); the view's chunk builds on it.
  const contexts = createInstanceHandoff<PluginContext>()
  const views = new WeakMap<object, Promise<{ default: unknown }>>()
  return definePlugin({
    name: 'send',
    features: ['send'],
    attach(ctx) {
      const removals = [
        ctx.views.register(
          'WalletSend',
          () => {
            // One view (and one Send state) per instance, however often the view is shown.
            let view = views.get(ctx.instance)
            if (!view) {
              view = Promise.all([import('./SendView.js'), contexts.get(ctx.instance)]).then(
                ([{ createSendView }, setupCtx]) => ({ default: createSendView(setupCtx) }),
                (error: unknown) => {
                  views.delete(ctx.instance) // the next show tries again
                  throw error
                },
              )
              views.set(ctx.instance, view)
            }
            return view
          },
          { title: label('title') },
        ),
        ctx.slots.accountAction({
          id: 'send',
          feature: 'send',
          label: label('action'),
          icon: '↑',
          view: 'WalletSend',
        }),
      ]
      return () => {
        for (const remove of removals) remove()
        contexts.delete(ctx.instance)
        views.delete(ctx.instance)
      }
    },
    setup(ctx) {
      contexts.resolve(ctx.instance, ctx as PluginContext)
    },
  })
}
