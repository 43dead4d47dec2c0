import { definePlugin, type Plugin } from '../../kernel/plugins/definePlugin.js'
import { createBalanceReader } from './createBalanceReader.js'

declare module '../../kernel/router/views.js' {
  interface ViewDataMap {
    AccountTokens: undefined
  }
}

/**
 * Fills the Account view's Tokens tab with the account's balances (native and tokens, with USD
 * values) from the services API. Needs `endpoints.api`; loads its view only when the tab is shown.
 */
export function tokens(): Plugin<undefined> {
  return definePlugin({
    name: 'tokens',
    setup(ctx) {
      const api = ctx.api
      if (!api) {
        console.warn(
          '[appkit] the tokens plugin needs `endpoints.api` (the services API); the Tokens tab stays empty',
        )
        return
      }
      const read = createBalanceReader({ api, cache: ctx.cache })
      return ctx.views.register('AccountTokens', async () => {
        const { createTokensView } = await import('./TokensView.js')
        return { default: createTokensView({ read, caipAddress: ctx.state.activeCaipAddress }) }
      })
    },
  })
}
