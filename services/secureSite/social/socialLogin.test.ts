import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderName,
} from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import { runDevSocialLogin } from '../../../tests/support/runDevSocialLogin.js'
import {
  type SecureSiteTestbed,
  startSecureSiteTestbed,
  TESTBED_ORIGIN,
  TESTBED_PROJECT,
} from '../../../tests/support/startSecureSiteTestbed.js'
import { setFeature } from '../../admin/setFeature.js'
import { devSocialProviders } from '../../socialProvider/devSocialProviders.js'
import { type SocialProviderServer, startSocialProvider } from '../../socialProvider/startSocialProvider.js'
import type { SocialProviders } from './socialProviderConfig.js'
import { SOCIAL_CALLBACK_PATH } from './socialRoutes.js'

let bed: SecureSiteTestbed
let provider: SocialProviderServer
// Filled once both servers know their ports: each needs the other's address.
const socialProviders: SocialProviders = {}
beforeAll(async () => {
  bed = await startSecureSiteTestbed({ socialProviders })
  const client = {
    clientId: 'secure-site-test',
    clientSecret: crypto.randomUUID(),
    redirectUri: `${bed.site.url}${SOCIAL_CALLBACK_PATH}`,
  }
  provider = await startSocialProvider({ host: '127.0.0.1', port: 0, client })
  Object.assign(socialProviders, devSocialProviders(provider.url, client))
}, 60_000)
afterAll(async () => {
  await provider?.close()
  await bed?.close()
})

/** The popup's part: the provider's login page, then the secure site's callback page; returns what that page posts to the host. */
async function popup(uri: string, choice: 'login' | 'cancel' = 'login', login = 'alice') {
  const { redirect, form } = await runDevSocialLogin({
    authorizationUrl: uri,
    login,
    password: `${login}-password`,
    choice,
  })
  expect(redirect.href.startsWith(`${bed.site.url}${SOCIAL_CALLBACK_PATH}`)).toBe(true)
  const response = form
    ? await fetch(redirect, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
    : await fetch(redirect)
  const html = await response.text()
  const posted = /const result = (\{.*?\});/.exec(html)?.[1]
  const target = /const hostOrigin = (".*?");/.exec(html)?.[1]
  return {
    status: response.status,
    html,
    result: posted ? (JSON.parse(posted) as { type: string; resultUri: string }) : undefined,
    target: target ? JSON.parse(target) : undefined,
  }
}

it('each provider: the frame gets the provider address, the person signs in on the login page, the callback posts the result to the host origin only, and the result connects with the social user name', async () => {
  const deviceId = crypto.randomUUID()
  const names: Record<SocialProviderName, string> = {
    google: 'Alice Example',
    apple: 'Alice Example',
    github: 'alice',
    x: 'alice',
    discord: 'alice',
    facebook: 'Alice Example',
  }
  for (const name of SOCIAL_PROVIDER_NAMES) {
    const { uri } = await bed.client.socialStart({ provider: name, deviceId, origin: TESTBED_ORIGIN })
    expect(uri.startsWith(`${provider.url}/${name}/auth?`), name).toBe(true)
    // The client secret never travels in the browser's address.
    expect(uri).not.toContain(socialProviders[name]?.clientSecret ?? '-')
    const { result, target } = await popup(uri)
    expect(result?.type, name).toBe('@appkit-social/RESULT')
    expect(target, name).toBe(TESTBED_ORIGIN)
    expect(result?.resultUri).not.toContain('code=')
    const answer = await bed.client.socialConnect({ uri: result?.resultUri ?? '', deviceId })
    expect(answer.action).toBe('CONNECT')
    expect(answer.user.userName, name).toBe(names[name])
    expect(answer.user.email, name).toBe(name === 'x' ? null : 'alice@example.com')
    // The result is single use.
    await expect(bed.client.socialConnect({ uri: result?.resultUri ?? '', deviceId })).rejects.toThrow(
      'already used',
    )
  }
})

it('the same person through the same provider is the same user; another provider is another user', async () => {
  const deviceId = crypto.randomUUID()
  const signIn = async (name: SocialProviderName) => {
    const { uri } = await bed.client.socialStart({ provider: name, deviceId, origin: TESTBED_ORIGIN })
    const { result } = await popup(uri, 'login', 'bob')
    return (await bed.client.socialConnect({ uri: result?.resultUri ?? '', deviceId })).user.id
  }
  const first = await signIn('github')
  expect(await signIn('github')).toBe(first)
  expect(await signIn('discord')).not.toBe(first)
})

it('a result from another device, a cancelled sign-in and an origin not on the list are refused with what went wrong', async () => {
  const deviceId = crypto.randomUUID()
  const { uri } = await bed.client.socialStart({ provider: 'google', deviceId, origin: TESTBED_ORIGIN })
  const { result } = await popup(uri)
  await expect(
    bed.client.socialConnect({ uri: result?.resultUri ?? '', deviceId: crypto.randomUUID() }),
  ).rejects.toThrow('no social login of this device')
  const cancelled = await bed.client.socialStart({ provider: 'github', deviceId, origin: TESTBED_ORIGIN })
  const back = await popup(cancelled.uri, 'cancel')
  expect(back.html).toContain('github sign-in failed')
  await expect(bed.client.socialConnect({ uri: back.result?.resultUri ?? '', deviceId })).rejects.toThrow(
    'github sign-in failed',
  )
  await expect(
    bed.client.socialStart({ provider: 'google', deviceId, origin: 'https://evil.example' }),
  ).rejects.toThrow('is not allowed')
})

it('social login off for the project: start is refused', async () => {
  await setFeature(bed.database, TESTBED_PROJECT, 'socials', false)
  try {
    await expect(
      bed.client.socialStart({ provider: 'google', deviceId: crypto.randomUUID(), origin: TESTBED_ORIGIN }),
    ).rejects.toThrow('social login is off')
  } finally {
    await setFeature(bed.database, TESTBED_PROJECT, 'socials', true)
  }
})

it('malformed input: start, connect and the callback answer each bad request and nothing else', async () => {
  const post = (route: string, body: string, type = 'application/json') =>
    fetch(`${bed.site.url}/auth/v1/social${route}?projectId=${TESTBED_PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    })
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error
  for (const route of ['/start', '/connect']) {
    const notJson = await post(route, '{nope')
    expect(notJson.status, route).toBe(400)
    expect((await errorOf(notJson)).message).toBe('body: must be a JSON object')
    const tooBig = await post(route, JSON.stringify({ uri: 'x'.repeat(20_000) }))
    expect(tooBig.status, route).toBe(413)
  }
  const badStart = await post('/start', JSON.stringify({ provider: 'myspace', deviceId: 'x', origin: 3 }))
  expect(badStart.status).toBe(400)
  expect((await errorOf(badStart)).message).toMatch(
    /body\.provider: provider must be one of google, github, apple, facebook, x, discord/,
  )
  const notAnOrigin = await post(
    '/start',
    JSON.stringify({ provider: 'google', deviceId: crypto.randomUUID(), origin: `${TESTBED_ORIGIN}/path` }),
  )
  expect(notAnOrigin.status).toBe(403)
  for (const uri of [
    'not a url',
    'https://evil.example/social/result?state=x',
    `${bed.site.url}/social/result?state=short`,
    `${bed.site.url}/social/result?state=${'a'.repeat(43)}`,
  ]) {
    const response = await post('/connect', JSON.stringify({ uri, deviceId: crypto.randomUUID() }))
    expect(response.status, uri).toBe(400)
  }
  for (const query of ['', '?state=x', `?state=${'a'.repeat(43)}&code=abc`, '?error=access_denied']) {
    const response = await fetch(`${bed.site.url}${SOCIAL_CALLBACK_PATH}${query}`)
    expect(response.status, query).toBe(400)
    expect(await response.text()).toContain('not valid any more')
  }
  const formPost = await fetch(`${bed.site.url}${SOCIAL_CALLBACK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"state":1}',
  })
  expect(formPost.status).toBe(400)
  const hugeForm = await fetch(`${bed.site.url}${SOCIAL_CALLBACK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `state=${'a'.repeat(20_000)}`,
  })
  expect(hugeForm.status).toBe(413)
  expect((await fetch(`${bed.site.url}/health`)).status).toBe(200)
})
