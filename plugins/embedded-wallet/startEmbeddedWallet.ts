import { PluginOptionsError } from 'walletdock/errors'
import type { InstanceHandoff, PluginContext } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { accountTypeAction } from './accountTypeAction.js'
import { EMBEDDED_PLUGIN_NAME } from './connectorId.js'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { createEmbeddedState } from './embeddedState.js'
import { NoAuthConnectorError } from './errors.js'
import type { EmbeddedWalletOptions } from './index.js'
import { registerEmbeddedViews } from './registerEmbeddedViews.js'
import { optionsSchema, setupEmbeddedWallet } from './setupEmbeddedWallet.js'

/**
 * The options schema, for the kernel's `configSchema` (it loads with the setup). The kernel refuses invalid
 * options and then never runs setup, so no connector would ever come: the methods waiting for one get the
 * kernel's error (`Plugin "embedded-wallet" has invalid options`) through `fail` instead of waiting for ever.
 */
export function checkedOptionsSchema(options: unknown, fail: (error: PluginOptionsError) => void) {
  const parsed = z.safeParse(optionsSchema, options)
  if (!parsed.success) fail(new PluginOptionsError({ plugin: EMBEDDED_PLUGIN_NAME, cause: parsed.error }))
  return optionsSchema
}

/**
 * The plugin's setup, loaded with the engine rather than the first bundle: makes the connector,
 * registers the views it navigates to, hands the connector to attach's entries, then adds the
 * account-type action (in this chunk: a chunk of its own was one more round trip before a stored
 * session could be restored). Returns the cleanup. When no connector can be made (no secure site, ...), `fail`
 * gets 'No auth connector found' for the methods waiting for one, and the cause is thrown for the kernel to report.
 */
export function startEmbeddedWallet(
  ctx: PluginContext<EmbeddedWalletOptions>,
  connectors: InstanceHandoff<EmbeddedConnector>,
  fail: (error: NoAuthConnectorError) => void,
): () => void {
  // The instance's signals (email step, farcaster URL, account type): read only by the setup's connector and views.
  const state = createEmbeddedState()
  let connector: EmbeddedConnector
  try {
    connector = setupEmbeddedWallet(ctx, state)
  } catch (cause) {
    fail(new NoAuthConnectorError({ cause }))
    throw cause
  }
  // Before the connector is handed out: it is what navigates to these views.
  const removeViews = registerEmbeddedViews(ctx.views, state, () => connectors.get(ctx.instance))
  connectors.resolve(ctx.instance, connector)
  let removeAction: () => void
  try {
    removeAction = accountTypeAction(ctx, state, connector)
  } catch (error) {
    removeViews()
    throw error
  }
  return () => {
    removeAction()
    removeViews()
  }
}
