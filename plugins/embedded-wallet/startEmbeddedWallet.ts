import type { InstanceHandoff, PluginContext } from 'walletdock/plugin'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import type { EmbeddedWalletOptions } from './index.js'
import { registerEmbeddedViews } from './registerEmbeddedViews.js'
import { setupEmbeddedWallet } from './setupEmbeddedWallet.js'

// The options schema loads with the setup (configSchema).
export { optionsSchema } from './setupEmbeddedWallet.js'

/**
 * The plugin's setup, loaded with the engine rather than the first bundle: makes the connector,
 * registers the views it navigates to, hands the connector to attach's entries, then adds the
 * account-type action. Returns the cleanup.
 */
export async function startEmbeddedWallet(
  ctx: PluginContext<EmbeddedWalletOptions>,
  state: EmbeddedState,
  connectors: InstanceHandoff<EmbeddedConnector>,
): Promise<() => void> {
  const connector = setupEmbeddedWallet(ctx, state)
  // Before the connector is handed out: it is what navigates to these views.
  const removeViews = registerEmbeddedViews(ctx.views, state, () => connectors.get(ctx.instance))
  connectors.resolve(ctx.instance, connector)
  try {
    const { accountTypeAction } = await import('./accountTypeAction.js')
    const removeAction = accountTypeAction(ctx, state, connector)
    return () => {
      removeAction()
      removeViews()
    }
  } catch (error) {
    removeViews()
    throw error
  }
}
