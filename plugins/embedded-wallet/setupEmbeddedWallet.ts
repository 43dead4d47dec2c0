import type { PluginContext } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { UNVERIFIED_DOMAIN } from './alerts.js'
import { createEmbeddedConnector, type EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import type { EmbeddedWalletOptions } from './index.js'
import { socialProviderSchema } from './protocol/frameFields.js'
import { isTelegramWebview, takeResultUri } from './socialPopup.js'

export const optionsSchema = z.object({
  secureSite: z.optional(z.url({ protocol: /^https?$/, error: 'secureSite must be an http(s) URL' })),
  socials: z.optional(z.array(socialProviderSchema)),
})

/** Makes the connector when the instance starts; the frame itself waits for the person to act. */
export function setupEmbeddedWallet(
  ctx: PluginContext<EmbeddedWalletOptions>,
  state: EmbeddedState,
): EmbeddedConnector {
  const options = ctx.options
  const secureSite = options?.secureSite ?? ctx.config.endpoints.secureSite
  if (!secureSite)
    throw new Error(
      'embedded-wallet: no secure site. Set endpoints.secureSite in appkit.config.ts (appkit dev sets it) or pass secureSite to embeddedWallet()',
    )
  const connector = createEmbeddedConnector(ctx, state, { secureSite })
  // The secure site trusts the page by its origin: while email or a social login is on (the features in
  // force once the project config is read), the kernel checks it against the project's allow list.
  const features = ctx.state.features.peek()
  if (features.email || (Array.isArray(features.socials) && features.socials.length > 0))
    void ctx.remote.requireAllowedOrigin({ unverified: UNVERIFIED_DOMAIN })
  // Spec 2: on a Telegram webview the social login comes back in this page's address as result_uri.
  const resultUri = isTelegramWebview() ? takeResultUri(window.location, window.history) : undefined
  if (resultUri) {
    connector.connectSocialResult(resultUri).catch((error: unknown) => {
      console.warn('walletdock: the social login result in the address did not connect:', error)
    })
  }
  // Spec 2: going back from ConnectingFarcaster without an active address clears the URL and reloads the connector.
  ctx.hooks.on('wentBack', ({ from, isConnected }) => {
    if (from === 'ConnectingFarcaster' && !isConnected) connector.reloadFarcaster()
  })
  return connector
}
