/**
 * The Connect view's three sign-in methods (email, social, farcaster), which show together: one chunk
 * for the three slots' loaders, so opening the modal evaluates one module graph (and one interop copy of
 * React's exports) rather than three. Each form's connector fails with EmbeddedLoadError when the plugin's
 * code did not load.
 */
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { createEmailSignIn as emailSignIn } from './EmailSignIn.js'
import { createFarcasterSignIn as farcasterSignIn } from './FarcasterSignIn.js'
import { orLoadError } from './loadError.js'
import type { SocialProviderName } from './protocol/signInFields.js'
import { createSocialSignIn as socialSignIn } from './SocialSignIn.js'

type ConnectorOf = () => Promise<EmbeddedConnector>

export const createEmailSignIn = (connector: ConnectorOf) => emailSignIn(orLoadError(connector))
export const createFarcasterSignIn = (connector: ConnectorOf) => farcasterSignIn(orLoadError(connector))
export const createSocialSignIn = (connector: ConnectorOf, providers: readonly SocialProviderName[]) =>
  socialSignIn(orLoadError(connector), providers)
