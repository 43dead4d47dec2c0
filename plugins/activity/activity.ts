import { createInstanceHandoff, definePlugin, type Plugin, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

/**
 * The Account view's Activity tab (spec sections 3 to 5): the account's transactions on the active chain from
 * the services history (`/v1/account/{address}/history`), with the cursor, loading more as the list scrolls.
 * Off with `features.activity: false`. Needs `endpoints.api`. Nothing of it loads or asks anything before the
 * tab is shown: setup only hands its ctx over.
 */
export function activity(): Plugin<undefined> {
  const contexts = createInstanceHandoff<PluginContext>()
  return definePlugin({
    name: 'activity',
    features: ['activity'],
    attach(ctx) {
      if (!ctx.config.endpoints.api) {
        console.warn(
          '[appkit] the activity plugin needs `endpoints.api` (the services API); the Activity tab is left out',
        )
        return
      }
      const remove = ctx.slots.accountTab({
        id: 'Activity',
        label: label('tab'),
        load: async () => {
          const [{ createActivityView }, setupCtx] = await Promise.all([
            import('./ActivityView.js'),
            contexts.get(ctx.instance),
          ])
          return { default: createActivityView(setupCtx) }
        },
      })
      return () => {
        remove()
        contexts.delete(ctx.instance)
      }
    },
    setup(ctx) {
      contexts.resolve(ctx.instance, ctx as PluginContext)
    },
  })
}
