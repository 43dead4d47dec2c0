import { connect } from 'node:net'
import * as fc from 'fast-check'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { SOCIAL_PROVIDER_NAMES } from '../../plugins/embedded-wallet/protocol/secureFrame.js'
import { pkcePair, runDevSocialLogin } from '../../tests/support/runDevSocialLogin.js'
import { DEV_PROVIDER_PROFILES } from './devProviderProfiles.js'
import { type SocialProviderServer, startSocialProvider } from './startSocialProvider.js'

const client = {
  clientId: 'walletdock-test',
  clientSecret: 'test-secret-0123456789',
  redirectUri: 'http://localhost:9/social/callback',
}
let server: SocialProviderServer
beforeAll(async () => {
  server = await startSocialProvider({ host: '127.0.0.1', port: 0, client })
})
afterAll(() => server.close())

function authorizationUrl(provider: (typeof SOCIAL_PROVIDER_NAMES)[number], challenge: string) {
  const url = new URL(`${server.issuerOf(provider)}/auth`)
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: DEV_PROVIDER_PROFILES[provider].scope,
    state: 'state-123',
    // A nonce belongs to OpenID Connect; the plain OAuth 2.0 stand-ins refuse it, as their real ones ignore it.
    ...(DEV_PROVIDER_PROFILES[provider].userinfo ? {} : { nonce: 'nonce-123' }),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  }).toString()
  return url.href
}

async function exchange(provider: (typeof SOCIAL_PROVIDER_NAMES)[number], code: string, verifier: string) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (DEV_PROVIDER_PROFILES[provider].tokenAuth === 'client_secret_basic')
    headers.authorization = `Basic ${btoa(`${client.clientId}:${client.clientSecret}`)}`
  else {
    body.set('client_id', client.clientId)
    body.set('client_secret', client.clientSecret)
  }
  const response = await fetch(`${server.issuerOf(provider)}/token`, { method: 'POST', headers, body })
  expect(response.status, provider).toBe(200)
  return (await response.json()) as { access_token: string; id_token?: string }
}

it('each of the six stand-ins runs the authorization code flow with PKCE: login page, code, token, and its own userinfo shape', async () => {
  for (const provider of SOCIAL_PROVIDER_NAMES) {
    const { verifier, challenge } = pkcePair()
    const result = await runDevSocialLogin({
      authorizationUrl: authorizationUrl(provider, challenge),
      login: 'alice',
      password: 'alice-password',
    })
    const params = result.form ?? result.redirect.searchParams
    expect(result.redirect.href.startsWith(client.redirectUri), provider).toBe(true)
    expect(params.get('state'), provider).toBe('state-123')
    // Apple posts the result (form_post); the others redirect with it in the query.
    expect(result.form !== undefined, provider).toBe(provider === 'apple')
    const tokens = await exchange(provider, params.get('code') ?? '', verifier)
    const userinfo = DEV_PROVIDER_PROFILES[provider].userinfo
    if (!userinfo) {
      const claims = JSON.parse(Buffer.from(tokens.id_token?.split('.')[1] ?? '', 'base64url').toString())
      expect(claims, provider).toMatchObject({
        iss: server.issuerOf(provider),
        sub: '1001',
        nonce: 'nonce-123',
        email: 'alice@example.com',
      })
      continue
    }
    const response = await fetch(`${server.issuerOf(provider)}${userinfo.path}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await response.json(), provider).toEqual(
      userinfo.body({
        login: 'alice',
        password: '',
        subject: '1001',
        name: 'Alice Example',
        email: 'alice@example.com',
      }),
    )
  }
})

it('a wrong password stays on the login page; cancel ends at the client with access_denied', async () => {
  const { challenge } = pkcePair()
  await expect(
    runDevSocialLogin({
      authorizationUrl: authorizationUrl('github', challenge),
      login: 'alice',
      password: 'nope',
    }),
  ).rejects.toThrow('refused the login')
  const cancelled = await runDevSocialLogin({
    authorizationUrl: authorizationUrl('github', challenge),
    login: '',
    password: '',
    choice: 'cancel',
  })
  expect(cancelled.redirect.searchParams.get('error')).toBe('access_denied')
})

it('malformed input: unknown provider, unknown interaction, a login form that is not a form or too big, userinfo without a valid token', async () => {
  expect((await fetch(`${server.url}/myspace/auth`)).status).toBe(404)
  expect((await fetch(`${server.url}/github/interaction/not-a-real-uid`)).status).toBe(400)
  const post = (body: string, type: string) =>
    fetch(`${server.url}/github/interaction/abc/login`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    })
  expect((await post('{"login":1}', 'application/json')).status).toBe(400)
  expect((await post(`login=${'a'.repeat(10_000)}`, 'application/x-www-form-urlencoded')).status).toBe(400)
  for (const authorization of ['', 'Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(600)}`]) {
    const response = await fetch(`${server.url}/github/user`, {
      headers: authorization ? { authorization } : {},
    })
    expect(response.status, authorization).toBe(401)
  }
  const badToken = await fetch(`${server.url}/github/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=authorization_code&code=nope',
  })
  expect(badToken.status).toBe(400)
  // The server still answers after all of it.
  expect((await fetch(`${server.url}/google/.well-known/openid-configuration`)).status).toBe(200)
})

it('a request target that is not a path (GET //[, //host/..., an absolute URL) answers 400 with one log line, no stack trace', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const { port } = new URL(server.url)
    for (const target of ['//[', '//evil.example/google/auth', 'http://evil.example/google/auth', '//[::1']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
        )
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk.toString()
        })
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request')
      expect(answer).not.toContain('    at ')
    }
    for (const call of errors.mock.calls) expect(String(call.join(' '))).not.toContain('\n')
  } finally {
    errors.mockRestore()
  }
  expect((await fetch(`${server.url}/google/.well-known/openid-configuration`)).status).toBe(200)
})

it('random requests to every route (method, path, query, body) each get an answer, and a full sign-in works after them', async () => {
  const paths = [
    '/auth',
    '/token',
    '/me',
    '/jwks',
    '/interaction/x',
    '/interaction/x/login',
    '/user',
    '/2/users/me',
    '/api/users/@me',
    '/.well-known/openid-configuration',
    '/session/end',
    '/reg',
  ]
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...SOCIAL_PROVIDER_NAMES, 'nope', ''),
      fc.constantFrom(...paths),
      fc.string({ maxLength: 60 }),
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      fc.string({ unit: 'binary', maxLength: 300 }),
      async (provider, path, query, method, type, body) => {
        const url = `${server.url}/${provider}${path}?${encodeURIComponent(query)}`
        const response = await fetch(url, {
          method,
          headers: { 'content-type': type },
          body: method === 'GET' ? undefined : body,
        })
        await response.arrayBuffer()
        expect(response.status).toBeLessThan(500)
      },
    ),
    { numRuns: 150 },
  )
  const { verifier, challenge } = pkcePair()
  const result = await runDevSocialLogin({
    authorizationUrl: authorizationUrl('discord', challenge),
    login: 'bob',
    password: 'bob-password',
  })
  expect(
    (await exchange('discord', result.redirect.searchParams.get('code') ?? '', verifier)).access_token,
  ).toBeTruthy()
}, 60_000)
