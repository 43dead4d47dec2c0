import { createInstanceHandoff, definePlugin, type Plugin, type PluginContext } from 'walletdock/plugin'
import { label } from './labels.js'

/**
 * The Account view's NFTs tab: a grid of the ERC-721 tokens the account holds on the active chain, as the services'
 * indexer recorded them (`/v1/account/{address}/nfts`; spam collections left out). Needs `endpoints.api`. Nothing
 * of it loads or asks anything before the tab is shown: setup only hands its ctx over.
 */
export function nfts(): Plugin<undefined> {
  const contexts = createInstanceHandoff<PluginContext>()
  return definePlugin({
    name: 'nfts',
    attach(ctx) {
      if (!ctx.config.endpoints.api) {
        console.warn(
          '[appkit] the nfts plugin needs `endpoints.api` (the services API); the NFTs tab is left out',
        )
        return
      }
      const remove = ctx.slots.accountTab({
        id: 'NFTs',
        label: label('tab'),
        load: async () => {
          const [{ createNftsView }, setupCtx] = await Promise.all([
            import('./NftsView.js'),
            contexts.get(ctx.instance),
          ])
          return { default: createNftsView(setupCtx) }
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
