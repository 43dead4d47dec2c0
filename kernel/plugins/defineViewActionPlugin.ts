import type { FeatureName } from '../config/schema.js'
import type { PluginContext } from './context.js'
import { definePlugin, type Plugin } from './definePlugin.js'
import { createInstanceHandoff } from './instanceHandoff.js'
import type { LocalizedText, ViewWithoutData } from './slots.js'

export type ViewActionPluginParameters = {
  /** The plugin's name, and the Account action's id. */
  name: string
  /** The feature switch that leaves the plugin out, and the action's place in `features.walletFeaturesOrder`. */
  feature: FeatureName
  /** The view the action opens, with the header's title shown before the view's chunk arrives. */
  view: ViewWithoutData
  title: LocalizedText
  /** The Account view's action: its label and one short glyph. */
  action: { label: LocalizedText; icon: string }
  /**
   * Loads the view's chunk (`import('./XView.js')` inside) and answers its factory, which makes the view from an
   * instance's setup context: `() => import('./SendView.js').then((module) => module.createSendView)`.
   */
  load(): Promise<(ctx: PluginContext) => unknown>
}

/**
 * A feature plugin whose face is one action on the Account view opening its own view: attach registers the action
 * and the view's loader; nothing of the view loads before it is first shown. The view is made once per instance
 * (however often it is shown) from that instance's setup context; a failed load is tried again on the next show.
 */
export function defineViewActionPlugin(parameters: ViewActionPluginParameters): Plugin<undefined> {
  const { name, feature, view } = parameters
  const contexts = createInstanceHandoff<PluginContext>()
  const views = new WeakMap<object, Promise<{ default: unknown }>>()
  return definePlugin({
    name,
    features: [feature],
    attach(ctx) {
      const removals = [
        ctx.views.register(
          view,
          () => {
            let loading = views.get(ctx.instance)
            if (!loading) {
              loading = Promise.all([parameters.load(), contexts.get(ctx.instance)]).then(
                ([create, setupCtx]) => ({ default: create(setupCtx) }),
                (error: unknown) => {
                  views.delete(ctx.instance) // the next show tries again
                  throw error
                },
              )
              views.set(ctx.instance, loading)
            }
            return loading
          },
          { title: parameters.title },
        ),
        ctx.slots.accountAction({
          id: name,
          feature,
          label: parameters.action.label,
          icon: parameters.action.icon,
          view,
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
