import { createInstanceHandoff, definePlugin, type Plugin, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

/** What the Swap view may open with: tokens by CAIP-10 address, bare address or symbol, and an amount. */
export type SwapViewData = { fromToken?: string; toToken?: string; amount?: string }

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    Swap: SwapViewData | undefined
  }
}

/**
 * Swaps (spec sections 2, 3 and 7): a Swap action on the Account view opens the Swap view (or the host opens it
 * with `open({ view: 'Swap', data: { fromToken, toToken, amount } })`): pick two tokens of the network, an
 * amount, read the quote (price impact, minimum received at the 1% slippage tolerance, network fee), approve the
 * token when its allowance is short, then swap with the connected wallet. Quotes and transactions come from the
 * services' convert API (`endpoints.api`). Off with `features.swaps: false`. Nothing of it loads or asks
 * anything before the view opens.
 */
export function swaps(): Plugin<undefined> {
  // Per instance: setup hands its ctx over (no import, no request); the view's chunk builds on it.
  const contexts = createInstanceHandoff<PluginContext>()
  const views = new WeakMap<object, Promise<{ default: unknown }>>()
  return definePlugin({
    name: 'swaps',
    features: ['swaps'],
    attach(ctx) {
      const removals = [
        ctx.views.register(
          'Swap',
          () => {
            // One view (and one swapper) per instance, however often the view is shown.
            let view = views.get(ctx.instance)
            if (!view) {
              view = Promise.all([import('./SwapView.js'), contexts.get(ctx.instance)]).then(
                ([{ createSwapView }, setupCtx]) => ({ default: createSwapView(setupCtx) }),
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
          id: 'swaps',
          feature: 'swaps',
          label: label('action'),
          icon: '⇄',
          view: 'Swap',
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
