import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDevSocialLogin } from '../../../tests/support/runDevSocialLogin.js'
import { devSocialProviders } from '../../socialProvider/devSocialProviders.js'
import { type SocialProviderServer, startSocialProvider } from '../../socialProvider/startSocialProvider.js'
import { fetchSocialIdentity } from './fetchSocialIdentity.js'
import { authorizationRequest } from './socialOAuth.js'
import type { SocialProviderConfig, SocialProviders } from './socialProviderConfig.js'

// The client side of the code flow against the local OpenID provider, without the secure site around it.
const REDIRECT_URI = 'http://127.0.0.1:1/social/callback'
let server: SocialProviderServer
let providers: SocialProviders

beforeAll(async () => {
  const client = {
    clientId: 'oauth-client-test',
    clientSecret: crypto.randomUUID(),
    redirectUri: REDIRECT_URI,
  }
  server = await startSocialProvider({ host: '127.0.0.1', port: 0, client })
  providers = devSocialProviders(server.url, client)
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const configOf = (name: 'google' | 'apple' | 'github') => providers[name] as SocialProviderConfig

/** Starts a sign-in and plays the person through the login page; returns what reached the callback. */
async function signIn(name: 'google' | 'apple' | 'github', choice: 'login' | 'cancel' = 'login') {
  const request = await authorizationRequest(configOf(name), REDIRECT_URI)
  const { redirect, form } = await runDevSocialLogin({
    authorizationUrl: request.uri,
    login: 'alice',
    password: 'alice-password',
    choice,
  })
  return { request, callback: form ?? redirect.searchParams }
}

const exchange = (
  name: 'google' | 'apple' | 'github',
  flow: Awaited<ReturnType<typeof signIn>>,
  overrides: Partial<Parameters<typeof fetchSocialIdentity>[0]> = {},
) =>
  fetchSocialIdentity({
    provider: name,
    config: configOf(name),
    callback: flow.callback,
    state: flow.request.state,
    codeVerifier: flow.request.codeVerifier,
    redirectUri: REDIRECT_URI,
    nonce: flow.request.nonce,
    ...overrides,
  })

describe('authorizationRequest', () => {
  it('asks for a code with PKCE S256 and a fresh state, a nonce for OpenID Connect only, and never the secret', async () => {
    for (const name of ['google', 'github'] as const) {
      const config = configOf(name)
      const first = await authorizationRequest(config, REDIRECT_URI)
      const second = await authorizationRequest(config, REDIRECT_URI)
      const query = new URL(first.uri).searchParams
      expect(Object.fromEntries(query)).toMatchObject({
        client_id: config.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: config.scope,
        state: first.state,
        code_challenge_method: 'S256',
      })
      // Computed here with node:crypto, not by the library under test (RFC 7636 section 4.2).
      expect(query.get('code_challenge')).toBe(
        createHash('sha256').update(first.codeVerifier).digest('base64url'),
      )
      expect(query.get('nonce')).toBe(name === 'google' ? first.nonce : null)
      expect(first.uri).not.toContain(config.clientSecret)
      expect(first.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
      expect([second.state, second.nonce, second.codeVerifier]).not.toContain(first.state)
      expect(second.codeVerifier).not.toBe(first.codeVerifier)
    }
  })
})

describe('fetchSocialIdentity', () => {
  it('reads the person from a checked id_token (google, and apple posting back) or from the userinfo endpoint (github)', async () => {
    await expect(exchange('google', await signIn('google'))).resolves.toEqual({
      subject: expect.any(String),
      userName: 'Alice Example',
      email: 'alice@example.com',
    })
    await expect(exchange('apple', await signIn('apple'))).resolves.toMatchObject({
      email: 'alice@example.com',
    })
    await expect(exchange('github', await signIn('github'))).resolves.toMatchObject({ userName: 'alice' })
  })

  it('refuses an answer for another sign-in (state) or from another issuer before any code exchange', async () => {
    const flow = await signIn('google')
    await expect(exchange('google', flow, { state: 'another-sign-in' })).rejects.toThrow(
      `the provider's answer is not valid: unexpected "state" response parameter value`,
    )
    const forged = new URLSearchParams(flow.callback)
    forged.set('iss', 'https://evil.example')
    await expect(exchange('google', { ...flow, callback: forged })).rejects.toThrow(
      `the provider's answer is not valid: unexpected "iss" (issuer) response parameter value`,
    )
    const noCode = new URLSearchParams(flow.callback)
    noCode.delete('code')
    await expect(exchange('google', { ...flow, callback: noCode })).rejects.toThrow(
      'the provider sent no code',
    )
    // The code was never spent: the right answer still signs in.
    await expect(exchange('google', flow)).resolves.toMatchObject({ email: 'alice@example.com' })
  })

  it("a cancelled sign-in is refused with the provider's words", async () => {
    for (const name of ['google', 'github'] as const) {
      const cancelled = await signIn(name, 'cancel')
      expect(cancelled.callback.get('error'), name).toBe('access_denied')
      const description = cancelled.callback.get('error_description') ?? 'access_denied'
      await expect(exchange(name, cancelled)).rejects.toThrow(description)
    }
  })

  it('the provider refuses a code with the wrong PKCE verifier; an id_token for another nonce is refused', async () => {
    await expect(
      exchange('google', await signIn('google'), { codeVerifier: 'x'.repeat(43) }),
    ).rejects.toThrow('the provider refused the code exchange (HTTP 400)')
    await expect(exchange('google', await signIn('google'), { nonce: 'another-nonce' })).rejects.toThrow(
      'the id_token is not for this sign-in (nonce)',
    )
  })

  it('plain http is refused for a provider not marked as a local stand-in', async () => {
    const flow = await signIn('github')
    const config = { ...configOf('github'), allowHttp: false }
    await expect(exchange('github', flow, { config })).rejects.toThrow(/HTTPS/)
  })
})
