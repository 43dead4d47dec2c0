import { createInstanceHandoff, definePlugin, type Plugin, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    OnRampProviders: undefined
  }
}

/**
 * On-ramp (spec sections 3, 5, 7): a Buy action on the Account view opens the OnRampProviders view (an amount in a
 * payment currency, the payment method and its limits, the providers with their quotes), opens the chosen provider's
 * checkout in a popup, and waits until the bought tokens arrive. Off with `features.onramp: false`. Needs
 * `endpoints.api`. Nothing of it loads or asks anything before the view opens. It takes no options (a provider
 * list among them): given any, it throws rather than accept one it would ignore. A TypeError (a call with
 * wrong arguments), not a BaseError: the entry is what every page loads, and BaseError is 1 KiB gzip more.
 */
export function onramp(...options: never[]): Plugin<undefined> {
  if (options.length > 0)
    throw new TypeError(
      'onramp() takes no options: the services link to one on-ramp provider, so there is no provider list to choose from',
    )
  const contexts = createInstanceHandoff<PluginContext>()
  const views = new WeakMap<object, Promise<{ default: unknown }>>()
  return definePlugin({
    name: 'onramp',
    features: ['onramp'],
    attach(ctx) {
      const removals = [
        ctx.views.register(
          'OnRampProviders',
          () => {
            // One view (and one on-ramp state) per instance, however often it is shown.
            let view = views.get(ctx.instance)
            if (!view) {
              view = Promise.all([import('./OnRampView.js'), contexts.get(ctx.instance)]).then(
                ([{ createOnRampView }, setupCtx]) => ({ default: createOnRampView(setupCtx) }),
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
          id: 'onramp',
          feature: 'onramp',
          label: label('action'),
          icon: '＋',
          view: 'OnRampProviders',
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
