import { afterAll, beforeAll, expect, it } from 'vitest'
import { AUTH_MAX_BODY_BYTES } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import {
  type SecureSiteTestbed,
  startSecureSiteTestbed,
  TESTBED_PROJECT,
} from '../../tests/support/startSecureSiteTestbed.js'

let bed: SecureSiteTestbed
let token = ''
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
  token = (await bed.signIn('malformed@example.com')).token
}, 60_000)
afterAll(() => bed.close())

const ROUTES = [
  '/connect-email',
  '/connect-device',
  '/connect-otp',
  '/approve-device',
  '/user',
  '/wallet',
  '/wallet/auth-share',
  '/wallet/recovery',
  '/wallet/rotate',
  '/update-email',
  '/update-email/primary-otp',
  '/update-email/secondary-otp',
  '/sign-out',
]
const BODY_ROUTES = ROUTES.filter((route) => !['/user', '/wallet/auth-share', '/sign-out'].includes(route))

const post = (
  route: string,
  body: string,
  headers: Record<string, string> = {},
  projectId = TESTBED_PROJECT,
) =>
  fetch(`${bed.site.url}/auth/v1${route}?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body,
  })
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error

it('every route answers a body that is not JSON with 400 saying what the body must be', async () => {
  for (const route of BODY_ROUTES) {
    const response = await post(route, '{not json')
    expect(response.status, route).toBe(400)
    expect(await errorOf(response), route).toEqual({
      code: 'INVALID_INPUT',
      message: 'body: must be a JSON object',
    })
  }
})

it('every route answers fields of the wrong shape with 400 naming the field', async () => {
  const bad: Record<string, unknown> = {
    '/connect-email': { email: 'nope', deviceId: 'x', origin: 1 },
    '/connect-device': { flowId: 42 },
    '/connect-otp': { flowId: crypto.randomUUID(), otp: '12ab56' },
    '/approve-device': { token: 'short' },
    '/wallet': {
      authShare: 'A'.repeat(44),
      recoveryEnvelope: {},
      eip155Address: '0x1',
      solanaAddress: '0OIl',
    },
    '/wallet/recovery': { recipientPublicKey: { kty: 'RSA' } },
    '/wallet/rotate': {
      authShare: 'A'.repeat(44),
      recoveryEnvelope: { iv: 'x' },
      proof: { eip155Signature: '0x12', solanaSignature: 'l' },
    },
    '/update-email': { email: ['a@b.co'] },
    '/update-email/primary-otp': { flowId: 'f', otp: '123456' },
    '/update-email/secondary-otp': {},
  }
  for (const [route, body] of Object.entries(bad)) {
    const response = await post(route, JSON.stringify(body))
    expect(response.status, route).toBe(400)
    const error = await errorOf(response)
    expect(error.code, route).toBe('INVALID_INPUT')
    expect(error.message, route).toMatch(/^body\.\w+/)
  }
})

it('every route refuses a body over 16 KiB with 413, and a JSON array or null with 400', async () => {
  for (const route of BODY_ROUTES) {
    const big = await post(route, JSON.stringify({ email: 'a'.repeat(AUTH_MAX_BODY_BYTES) }))
    expect(big.status, route).toBe(413)
    for (const body of ['[]', 'null', '"text"'])
      expect((await post(route, body)).status, `${route} ${body}`).toBe(400)
  }
})

it('every route refuses a missing or unknown project, and a browser request from another origin', async () => {
  for (const route of ROUTES) {
    const noProject = await fetch(`${bed.site.url}/auth/v1${route}`, { method: 'POST', body: '{}' })
    expect(noProject.status, route).toBe(400)
    expect((await post(route, '{}', {}, 'no-such-project')).status, route).toBe(403)
    const foreign = await post(route, '{}', { origin: 'https://evil.example' })
    expect(foreign.status, route).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin'), route).toBeNull()
  }
})

it('signed-in routes refuse a missing, malformed or unknown session token with 401', async () => {
  for (const route of [
    '/user',
    '/wallet',
    '/wallet/auth-share',
    '/wallet/recovery',
    '/wallet/rotate',
    '/update-email',
    '/sign-out',
  ]) {
    for (const authorization of [
      '',
      'Bearer',
      'Bearer short',
      `Bearer ${'A'.repeat(43)}`,
      `Basic ${token}`,
    ]) {
      const response = await post(route, '{}', { authorization })
      expect(response.status, `${route} ${authorization}`).toBe(401)
    }
  }
})

it('after all that the secure site still signs people in', async () => {
  expect((await bed.signIn('still-works@example.com')).token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect((await fetch(`${bed.site.url}/health`)).status).toBe(200)
})
