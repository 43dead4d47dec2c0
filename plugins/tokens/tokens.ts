import { createInstanceHandoff, definePlugin, type Plugin } from 'walletdock/plugin'
import type { BalanceReader } from './createBalanceReader.js'
import { label } from './labels.js'

/** The reader carries the response schema (zod): it loads with the engine, not in the first bundle. */
const loadBalanceReader = () => import('./createBalanceReader.js')

/**
 * Fills the Account view's Tokens tab with the account's balances (native and tokens, with USD
 * values) from the services API. Needs `endpoints.api`; the tab shows from the start, its view loads
 * only when the tab is shown.
 */
export function tokens(): Plugin<undefined> {
  // Per instance: the reader setup() builds on the services API client.
  const readers = createInstanceHandoff<BalanceReader>()
  return definePlugin({
    name: 'tokens',
    attach(ctx) {
      if (!ctx.config.endpoints.api) {
        console.warn(
          '[appkit] the tokens plugin needs `endpoints.api` (the services API); the Tokens tab is left out',
        )
        return
      }
      const remove = ctx.slots.accountTab({
        id: 'Tokens',
        label: label('tab'),
        load: async () => {
          const [{ createTokensView }, read] = await Promise.all([
            import('./TokensView.js'),
            readers.get(ctx.instance),
          ])
          return { default: createTokensView({ read, state: ctx.state }) }
        },
      })
      return () => {
        remove()
        readers.delete(ctx.instance)
      }
    },
    // The reader's chunk comes alongside the engine's.
    preload: loadBalanceReader,
    async setup(ctx) {
      if (!ctx.api) return
      const { createBalanceReader } = await loadBalanceReader()
      readers.resolve(ctx.instance, createBalanceReader({ api: ctx.api, cache: ctx.cache }))
    },
  })
}
