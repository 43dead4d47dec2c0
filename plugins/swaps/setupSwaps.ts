import type { PluginContext } from 'walletdock/plugin'
import { createSwapper } from './createSwapper.js'

/** The swaps plugin's view chunk: the swapper on this instance's services API, cache and wallet. */
export function setupSwaps(ctx: PluginContext) {
  return createSwapper({
    state: ctx.state,
    api: ctx.api,
    cache: ctx.cache,
    projectId: ctx.config.projectId ?? '',
  })
}
