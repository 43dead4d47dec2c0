import * as oauth from 'oauth4webapi'
import type { SocialProviderConfig } from './socialProviderConfig.js'

/** A provider's answer the secure site cannot use: the message says which step failed. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError'
}

/** Ours: how long one call to a provider may take, and the most bytes of its answer read. */
export const PROVIDER_TIMEOUT_MS = 10_000
const PROVIDER_MAX_BYTES = 64 * 1024

/**
 * The provider as oauth4webapi's authorization server: the configured endpoints (the real providers'
 * are fixed, so there is no discovery). A plain OAuth 2.0 provider without an issuer of its own is
 * named by its authorization endpoint's origin; none of them sends `iss` back.
 */
export function authorizationServerOf(config: SocialProviderConfig): oauth.AuthorizationServer {
  const endpoints = { authorization_endpoint: config.authorizationUrl, token_endpoint: config.tokenUrl }
  return config.kind === 'oidc'
    ? { issuer: config.issuer, jwks_uri: config.jwksUrl, ...endpoints }
    : { issuer: config.issuer ?? new URL(config.authorizationUrl).origin, ...endpoints }
}

export const clientOf = (config: SocialProviderConfig): oauth.Client => ({ client_id: config.clientId })

/** How the secure site (a confidential client) authenticates at the token endpoint. */
export const clientAuthOf = (config: SocialProviderConfig): oauth.ClientAuth =>
  config.tokenAuth === 'client_secret_basic'
    ? oauth.ClientSecretBasic(config.clientSecret)
    : oauth.ClientSecretPost(config.clientSecret)

/**
 * The options of each call to a provider: a timeout, a bounded answer, and plain http only for the
 * local stand-ins (`allowHttp`); every other provider is reached over https.
 */
export function requestOptions(config: SocialProviderConfig, doFetch: typeof fetch = fetch) {
  return {
    signal: () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    [oauth.allowInsecureRequests]: config.allowHttp === true,
    [oauth.customFetch]: async (url: string, init: oauth.CustomFetchOptions<string, unknown>) => {
      const response = await doFetch(url, init as RequestInit)
      const body = await response.arrayBuffer()
      if (body.byteLength > PROVIDER_MAX_BYTES)
        throw new SocialProviderError(`the provider's answer from ${new URL(url).pathname} is too large`)
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    },
  }
}

/** Where the frame sends the person: the code flow with PKCE (S256), a state, and a nonce for OpenID Connect. */
export async function authorizationRequest(
  config: SocialProviderConfig,
  redirectUri: string,
): Promise<{ uri: string; state: string; nonce: string; codeVerifier: string }> {
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const uri = new URL(config.authorizationUrl)
  uri.searchParams.set('client_id', config.clientId)
  uri.searchParams.set('redirect_uri', redirectUri)
  uri.searchParams.set('response_type', 'code')
  uri.searchParams.set('scope', config.scope)
  uri.searchParams.set('state', state)
  uri.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier))
  uri.searchParams.set('code_challenge_method', 'S256')
  if (config.kind === 'oidc') uri.searchParams.set('nonce', nonce)
  if (config.responseMode) uri.searchParams.set('response_mode', config.responseMode)
  return { uri: uri.href, state, nonce, codeVerifier }
}
