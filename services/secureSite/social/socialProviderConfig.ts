import type { SocialProviderName } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'

/**
 * One social provider as the secure site (a confidential client) talks to it. OpenID Connect
 * providers (google, apple) are read from their id_token, checked against the issuer's keys; plain
 * OAuth 2.0 ones (github, x, discord, facebook) from their userinfo endpoint, each with its own shape.
 */
export type SocialProviderConfig = {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  scope: string
  /** Apple posts the result back (form_post); the others redirect with it in the query. */
  responseMode?: 'form_post' | undefined
  /** Plain http is allowed only for the local stand-ins of `appkit dev`; a real provider is reached over https. */
  allowHttp?: boolean | undefined
} & (
  | { kind: 'oidc'; issuer: string; jwksUrl: string }
  /** A plain OAuth 2.0 provider has an issuer only when it names one in its answers (the local stand-ins do). */
  | { kind: 'oauth2'; userinfoUrl: string; issuer?: string | undefined }
)

export type SocialProviders = Partial<Record<SocialProviderName, SocialProviderConfig>>

/** A provider's endpoints without the client's credentials (Omit over each kind). */
type Endpoints = SocialProviderConfig extends infer Kind
  ? Kind extends SocialProviderConfig
    ? Omit<Kind, 'clientId' | 'clientSecret'>
    : never
  : never

/** The real providers' endpoints (production); each needs a client id and secret registered with the provider. */
const PRODUCTION_SOCIAL_ENDPOINTS: Record<SocialProviderName, Endpoints> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    tokenAuth: 'client_secret_post',
    scope: 'openid email profile',
  },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    tokenAuth: 'client_secret_post',
    scope: 'name email',
    responseMode: 'form_post',
  },
  github: {
    kind: 'oauth2',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    tokenAuth: 'client_secret_post',
    scope: 'read:user user:email',
  },
  x: {
    kind: 'oauth2',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    tokenAuth: 'client_secret_basic',
    scope: 'users.read tweet.read',
  },
  discord: {
    kind: 'oauth2',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    tokenAuth: 'client_secret_post',
    scope: 'identify email',
  },
  facebook: {
    kind: 'oauth2',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    tokenAuth: 'client_secret_post',
    scope: 'public_profile email',
  },
}

/**
 * The providers with a real client: `APPKIT_SOCIAL_<PROVIDER>_CLIENT_ID` and `..._CLIENT_SECRET` in
 * the environment (Apple's secret is the signed client-secret JWT Apple asks for).
 */
export function productionSocialProviders(env: Record<string, string | undefined>): SocialProviders {
  const providers: SocialProviders = {}
  for (const [name, endpoints] of Object.entries(PRODUCTION_SOCIAL_ENDPOINTS) as [
    SocialProviderName,
    Endpoints,
  ][]) {
    const prefix = `APPKIT_SOCIAL_${name.toUpperCase()}_`
    const clientId = env[`${prefix}CLIENT_ID`]
    const clientSecret = env[`${prefix}CLIENT_SECRET`]
    if (clientId && clientSecret)
      providers[name] = { ...endpoints, clientId, clientSecret } as SocialProviderConfig
  }
  return providers
}
