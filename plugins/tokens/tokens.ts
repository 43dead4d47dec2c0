import { createInstanceHandoff, definePlugin, type Plugin } from 'walletdock/plugin'
import type { BalanceReader } from './createBalanceReader.js'

/** The plugin's one import site in the first bundle (see lazy.ts). */
const loadLazy = () => import('./lazy.js')

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
        label: { en: 'Tokens', de: 'Token' },
        load: async () => {
          const [{ createTokensView }, read] = await Promise.all([
            loadLazy().then((lazy) => lazy.loadTokensView()),
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
    // Its loader chunk comes alongside the engine's, so setup and the view wait for one chunk, not two.
    preload: loadLazy,
    async setup(ctx) {
      if (!ctx.api) return
      // The reader carries the response schema (zod): it loads with the engine, not in the first bundle.
      const { createBalanceReader } = await (await loadLazy()).loadBalanceReader()
      readers.resolve(ctx.instance, createBalanceReader({ api: ctx.api, cache: ctx.cache }))
    },
  })
}
