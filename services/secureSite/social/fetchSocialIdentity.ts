import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as oauth from 'oauth4webapi'
import * as z from 'zod/mini'
import type { SocialProviderName } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import {
  authorizationServerOf,
  clientAuthOf,
  clientOf,
  PROVIDER_TIMEOUT_MS,
  requestOptions,
  SocialProviderError,
} from './socialOAuth.js'
import type { SocialProviderConfig } from './socialProviderConfig.js'
import type { SocialIdentity } from './socialStore.js'

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/** Each plain OAuth 2.0 provider's userinfo shape, read into the person's subject, user name and email. */
const USERINFO_SHAPES: Record<'github' | 'x' | 'discord' | 'facebook', (body: unknown) => SocialIdentity> = {
  github: (body) => {
    const user = z.parse(
      z.object({
        id: z.number().check(z.int()),
        login: text(256),
        email: z.optional(z.nullable(z.string())),
      }),
      body,
    )
    return { subject: String(user.id), userName: user.login, email: user.email ?? null }
  },
  x: (body) => {
    const { data } = z.parse(z.object({ data: z.object({ id: text(64), username: text(256) }) }), body)
    return { subject: data.id, userName: data.username, email: null }
  },
  discord: (body) => {
    const user = z.parse(
      z.object({
        id: text(64),
        username: text(256),
        email: z.optional(z.nullable(z.string())),
        verified: z.optional(z.boolean()),
      }),
      body,
    )
    return { subject: user.id, userName: user.username, email: user.verified ? (user.email ?? null) : null }
  },
  facebook: (body) => {
    const user = z.parse(
      z.object({ id: text(64), name: z.optional(text(256)), email: z.optional(z.string()) }),
      body,
    )
    return { subject: user.id, userName: user.name ?? null, email: user.email ?? null }
  },
}
const idTokenClaimsSchema = z.object({
  sub: text(256),
  email: z.optional(z.string()),
  email_verified: z.optional(z.union([z.boolean(), z.literal('true'), z.literal('false')])),
  name: z.optional(z.string()),
})

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

async function readJson(response: Response, what: string): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await response.arrayBuffer()))
  } catch {
    throw new SocialProviderError(`the provider's ${what} answer is not JSON (HTTP ${response.status})`)
  }
}

/** The provider's code, checked by oauth4webapi against the state this sign-in sent (and the issuer, when it names one). */
function authorizationCode(
  as: oauth.AuthorizationServer,
  client: oauth.Client,
  callback: URLSearchParams,
  state: string,
): URLSearchParams {
  let params: URLSearchParams
  try {
    params = oauth.validateAuthResponse(as, client, callback, state)
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError)
      throw new SocialProviderError((error.error_description ?? error.error).slice(0, 300))
    throw new SocialProviderError(`the provider's answer is not valid: ${(error as Error).message}`)
  }
  if (!params.get('code')) throw new SocialProviderError('the provider sent no code')
  return params
}

/** Why oauth4webapi refused the token endpoint's answer, in the words of the step that failed. */
function tokenRefusal(error: unknown, response: Response): SocialProviderError {
  if (error instanceof SocialProviderError) return error
  if (error instanceof oauth.ResponseBodyError || !response.ok)
    return new SocialProviderError(`the provider refused the code exchange (HTTP ${response.status})`)
  const claim = error instanceof oauth.OperationProcessingError && (error.cause as { claim?: unknown })?.claim
  if (claim === 'nonce') return new SocialProviderError('the id_token is not for this sign-in (nonce)')
  return new SocialProviderError(`the provider's token answer is not valid: ${(error as Error).message}`)
}

/**
 * The confidential client's half of the authorization code flow, on oauth4webapi: checks the provider's
 * answer against the sign-in's state, exchanges the code (with the PKCE verifier and the client secret,
 * never seen by a browser) and reads who signed in. An OpenID Connect id_token's claims (issuer,
 * audience, expiry, nonce) are checked by oauth4webapi, its signature by jose against the issuer's keys.
 */
export async function fetchSocialIdentity(parameters: {
  provider: SocialProviderName
  config: SocialProviderConfig
  /** The provider's answer as it reached the callback (query, or the form Apple posts). */
  callback: URLSearchParams
  state: string
  codeVerifier: string
  redirectUri: string
  nonce: string
  fetch?: typeof fetch
}): Promise<SocialIdentity> {
  const { config } = parameters
  const as = authorizationServerOf(config)
  const client = clientOf(config)
  const options = requestOptions(config, parameters.fetch)
  const code = authorizationCode(as, client, parameters.callback, parameters.state)
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuthOf(config),
    code,
    parameters.redirectUri,
    parameters.codeVerifier,
    // GitHub answers form-encoded text unless asked for JSON.
    { ...options, headers: { accept: 'application/json' } },
  )
  const tokens = await oauth
    .processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: config.kind === 'oidc' ? parameters.nonce : oauth.expectNoNonce,
      requireIdToken: config.kind === 'oidc',
    })
    .catch((error: unknown) => {
      throw tokenRefusal(error, response)
    })

  if (config.kind === 'oidc') {
    const idToken = tokens.id_token
    if (!idToken) throw new SocialProviderError('the provider sent no id_token')
    let jwks = jwksCache.get(config.jwksUrl)
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS })
      jwksCache.set(config.jwksUrl, jwks)
    }
    await jwtVerify(idToken, jwks, { issuer: config.issuer, audience: config.clientId }).catch(
      (error: unknown) => {
        throw new SocialProviderError(
          `the id_token is not valid: ${error instanceof Error ? error.message : String(error)}`,
        )
      },
    )
    const claims = idTokenClaimsSchema.safeParse(oauth.getValidatedIdTokenClaims(tokens))
    if (!claims.success) throw new SocialProviderError('the id_token has no usable subject')
    const verified = claims.data.email_verified === true || claims.data.email_verified === 'true'
    const email = verified ? (claims.data.email ?? null) : null
    return { subject: claims.data.sub, userName: claims.data.name ?? email, email }
  }

  const userinfoResponse = await oauth.protectedResourceRequest(
    tokens.access_token,
    'GET',
    new URL(config.userinfoUrl),
    new Headers({ accept: 'application/json' }),
    null,
    options,
  )
  const userinfo = await readJson(userinfoResponse, 'userinfo')
  if (!userinfoResponse.ok)
    throw new SocialProviderError(
      `the provider refused the userinfo request (HTTP ${userinfoResponse.status})`,
    )
  try {
    return USERINFO_SHAPES[parameters.provider as keyof typeof USERINFO_SHAPES](userinfo)
  } catch {
    throw new SocialProviderError(
      `the provider's userinfo answer is not the shape ${parameters.provider} sends`,
    )
  }
}
