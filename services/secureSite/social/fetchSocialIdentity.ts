import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as z from 'zod/mini'
import type { SocialProviderName } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { SocialProviderConfig } from './socialProviderConfig.js'
import type { SocialIdentity } from './socialStore.js'

/** A provider's answer the secure site cannot use: the message says which step failed. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError'
}

/** Ours: how long one call to a provider may take, and the most bytes of its answer read. */
const PROVIDER_TIMEOUT_MS = 10_000
const PROVIDER_MAX_BYTES = 64 * 1024

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const tokenResponseSchema = z.object({ access_token: text(4096), id_token: z.optional(text(16_384)) })

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
  const body = await response.arrayBuffer()
  if (body.byteLength > PROVIDER_MAX_BYTES)
    throw new SocialProviderError(`the provider's ${what} answer is too large`)
  try {
    return JSON.parse(new TextDecoder().decode(body))
  } catch {
    throw new SocialProviderError(`the provider's ${what} answer is not JSON (HTTP ${response.status})`)
  }
}

/**
 * The confidential client's half of the authorization code flow: exchanges the code (with the PKCE
 * verifier and the client secret, never seen by a browser) and reads who signed in.
 */
export async function fetchSocialIdentity(parameters: {
  provider: SocialProviderName
  config: SocialProviderConfig
  code: string
  codeVerifier: string
  redirectUri: string
  nonce: string
  fetch?: typeof fetch
}): Promise<SocialIdentity> {
  const { config } = parameters
  const doFetch = parameters.fetch ?? fetch
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: parameters.code,
    redirect_uri: parameters.redirectUri,
    code_verifier: parameters.codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    // GitHub answers form-encoded text unless asked for JSON.
    accept: 'application/json',
  }
  if (config.tokenAuth === 'client_secret_basic') {
    const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
    headers.authorization = `Basic ${Buffer.from(`${encode(config.clientId)}:${encode(config.clientSecret)}`).toString('base64')}`
  } else {
    body.set('client_id', config.clientId)
    body.set('client_secret', config.clientSecret)
  }
  const tokenResponse = await doFetch(config.tokenUrl, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  const tokenJson = await readJson(tokenResponse, 'token')
  const tokens = tokenResponseSchema.safeParse(tokenJson)
  if (!tokenResponse.ok || !tokens.success) {
    throw new SocialProviderError(`the provider refused the code exchange (HTTP ${tokenResponse.status})`)
  }

  if (config.kind === 'oidc') {
    if (!tokens.data.id_token) throw new SocialProviderError('the provider sent no id_token')
    let jwks = jwksCache.get(config.jwksUrl)
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS })
      jwksCache.set(config.jwksUrl, jwks)
    }
    const { payload } = await jwtVerify(tokens.data.id_token, jwks, {
      issuer: config.issuer,
      audience: config.clientId,
    }).catch((error: unknown) => {
      throw new SocialProviderError(
        `the id_token is not valid: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
    if (payload.nonce !== parameters.nonce)
      throw new SocialProviderError('the id_token is not for this sign-in (nonce)')
    const claims = idTokenClaimsSchema.safeParse(payload)
    if (!claims.success) throw new SocialProviderError('the id_token has no usable subject')
    const verified = claims.data.email_verified === true || claims.data.email_verified === 'true'
    const email = verified ? (claims.data.email ?? null) : null
    return { subject: claims.data.sub, userName: claims.data.name ?? email, email }
  }

  const userinfoResponse = await doFetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
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
