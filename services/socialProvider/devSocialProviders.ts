import { SOCIAL_PROVIDER_NAMES } from '../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { SocialProviders } from '../secureSite/social/socialProviderConfig.js'
import { DEV_PROVIDER_PROFILES } from './devProviderProfiles.js'
import type { SocialProviderClient } from './startSocialProvider.js'

/** The secure site's configuration for the local stand-ins: the same kinds as the real providers, local endpoints. */
export function devSocialProviders(providerUrl: string, client: SocialProviderClient): SocialProviders {
  const providers: SocialProviders = {}
  for (const name of SOCIAL_PROVIDER_NAMES) {
    const issuer = `${providerUrl}/${name}`
    const profile = DEV_PROVIDER_PROFILES[name]
    const common = {
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      authorizationUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      tokenAuth: profile.tokenAuth,
      scope: profile.scope,
      responseMode: name === 'apple' ? ('form_post' as const) : undefined,
      allowHttp: true,
    }
    providers[name] = profile.userinfo
      ? { ...common, kind: 'oauth2', issuer, userinfoUrl: `${issuer}${profile.userinfo.path}` }
      : { ...common, kind: 'oidc', issuer, jwksUrl: `${issuer}/jwks` }
  }
  return providers
}
