import type { SocialProviderName } from '../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { DevSocialUser } from './devSocialUsers.js'

/**
 * How each stand-in looks from outside: google and apple are OpenID Connect (an id_token), the four
 * others plain OAuth 2.0 with a userinfo endpoint of their own path and JSON shape, as the real ones.
 */
export type DevProviderProfile = {
  /** The scopes a client of this stand-in asks for. */
  scope: string
  /** How the client authenticates at the token endpoint, as at the real provider. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  /** A plain OAuth 2.0 provider's userinfo path under the issuer, and the body it answers for a person. */
  userinfo?: { path: string; body(user: DevSocialUser): unknown }
}

export const DEV_PROVIDER_PROFILES: Record<SocialProviderName, DevProviderProfile> = {
  google: { tokenAuth: 'client_secret_post', scope: 'openid email profile' },
  // Apple answers with an id_token only, posted back (form_post); it has no userinfo endpoint.
  apple: { tokenAuth: 'client_secret_post', scope: 'openid email name' },
  github: {
    tokenAuth: 'client_secret_post',
    scope: 'read:user user:email',
    userinfo: {
      path: '/user',
      body: (user) => ({ id: Number(user.subject), login: user.login, name: user.name, email: user.email }),
    },
  },
  x: {
    tokenAuth: 'client_secret_basic',
    scope: 'users.read tweet.read',
    userinfo: {
      path: '/2/users/me',
      body: (user) => ({ data: { id: user.subject, username: user.login, name: user.name } }),
    },
  },
  discord: {
    tokenAuth: 'client_secret_post',
    scope: 'identify email',
    userinfo: {
      path: '/api/users/@me',
      body: (user) => ({ id: user.subject, username: user.login, email: user.email, verified: true }),
    },
  },
  facebook: {
    tokenAuth: 'client_secret_post',
    scope: 'public_profile email',
    userinfo: {
      path: '/me',
      body: (user) => ({ id: user.subject, name: user.name, email: user.email }),
    },
  },
}
