import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { registerLocalFid } from '../../tests/support/registerLocalFid.js'
import { signInAsFarcasterClient } from '../../tests/support/signInAsFarcasterClient.js'
import { addProject } from '../admin/addProject.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE } from '../constants.js'
import type { Database } from '../db/database.js'
import { DEV_FARCASTER_CLIENT_KEY } from '../farcaster/constants.js'
import { installLocalIdRegistry } from '../farcaster/localIdRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from '../farcaster/startFarcasterRelay.js'
import { createMailer } from '../mail/createMailer.js'
import { loadSecureSiteKeys } from './secureSiteKeys.js'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

const PROJECT = 'farcaster-test'
const ORIGIN = 'http://127.0.0.1:5173'
const custody = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const FID = 777
let anvil: AnvilInstance
let relay: FarcasterRelay
let site: SecureSite
let database: Database
const mailer = createMailer('smtp://127.0.0.1:9')

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  await installLocalIdRegistry(anvil.rpcUrl)
  await registerLocalFid(anvil.rpcUrl, custody.address, FID)
  relay = await startFarcasterRelay({ host: '127.0.0.1', port: 0, clientKeys: [DEV_FARCASTER_CLIENT_KEY] })
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: [ORIGIN] })
  await addProject(database, { id: 'no-socials', origins: [ORIGIN], features: { socials: false } })
  site = await startSecureSite({
    database,
    keys: await loadSecureSiteKeys({ file: null }),
    mailer,
    now: Date.now,
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    rpcOrigins: [],
    frameScript: async () => '/* test */',
    farcaster: { relayUrl: relay.url, idRegistryRpcUrl: anvil.rpcUrl },
  })
}, 60_000)
afterAll(async () => {
  mailer.close()
  await site?.close()
  await relay?.close()
  await database?.close()
  await anvil?.stop()
})

const post = (route: string, body: string, projectId = PROJECT) =>
  fetch(`${site.url}/auth/v1/farcaster${route}?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
type Answer = {
  state?: string
  action?: string
  sessionToken?: string
  user: { id: string; email: string | null; userName?: string }
  error: { code: string; message: string }
}
const json = async (response: Response) => (await response.json()) as Answer
async function openChannel(deviceId: string = crypto.randomUUID()) {
  const response = await post('/channel', JSON.stringify({ deviceId, origin: ORIGIN }))
  expect(response.status).toBe(200)
  return (await response.json()) as { flowId: string; url: string }
}
const sign = (url: string, key = custody, fid = FID) =>
  signInAsFarcasterClient({
    relayUrl: relay.url,
    clientKey: DEV_FARCASTER_CLIENT_KEY,
    rpcUrl: anvil.rpcUrl,
    url,
    custody: key,
    fid,
    username: 'alice',
  })

describe('farcaster login on the secure site', () => {
  it('answers pending until the Farcaster client signed, then the session of a user named by the fid', async () => {
    const { flowId, url } = await openChannel()
    expect(new URL(url).origin).toBe(relay.url)
    expect(await json(await post('/connect', JSON.stringify({ flowId })))).toEqual({ state: 'pending' })
    expect(await sign(url)).toBe(201)
    const answer = await json(await post('/connect', JSON.stringify({ flowId })))
    expect(answer).toMatchObject({
      action: 'CONNECT',
      user: { email: null, userName: 'alice', eip155Address: null },
    })
    expect(answer.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // One answer per flow: the same flow cannot give a second session.
    expect((await post('/connect', JSON.stringify({ flowId }))).status).toBe(400)

    const again = await openChannel()
    await sign(again.url)
    const second = await json(await post('/connect', JSON.stringify({ flowId: again.flowId })))
    expect(second.user.id).toBe(answer.user.id)
  })

  it('refuses a message signed by a key that is not the custody address of the fid', async () => {
    const stranger = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
    const { flowId, url } = await openChannel()
    await sign(url, stranger)
    const response = await post('/connect', JSON.stringify({ flowId }))
    expect(response.status).toBe(401)
    expect((await json(response)).error).toMatchObject({
      code: 'FARCASTER_NOT_VERIFIED',
      message: expect.stringMatching(/does not own fid 777/),
    })
  })

  it('refuses an origin that is not allowed and a project with socials off', async () => {
    const foreign = await post(
      '/channel',
      JSON.stringify({ deviceId: crypto.randomUUID(), origin: 'http://evil.test' }),
    )
    expect((await json(foreign)).error.code).toBe('ORIGIN_NOT_ALLOWED')
    const off = await post(
      '/channel',
      JSON.stringify({ deviceId: crypto.randomUUID(), origin: ORIGIN }),
      'no-socials',
    )
    expect((await json(off)).error.code).toBe('FEATURE_DISABLED')
  })

  it('each farcaster route answers malformed input with 400 naming what was wrong, and keeps serving', async () => {
    for (const route of ['/channel', '/connect']) {
      const notJson = await post(route, '{')
      expect(notJson.status, route).toBe(400)
      const huge = await post(route, JSON.stringify({ deviceId: 'x'.repeat(20_000) }))
      expect(huge.status, route).toBe(413)
    }
    const badChannel = await json(await post('/channel', JSON.stringify({ deviceId: 'nope', origin: 3 })))
    expect(badChannel.error.message).toMatch(/deviceId/)
    const badConnect = await json(await post('/connect', JSON.stringify({ flowId: 12 })))
    expect(badConnect.error.message).toMatch(/flowId/)
    const unknown = await json(await post('/connect', JSON.stringify({ flowId: crypto.randomUUID() })))
    expect(unknown.error.code).toBe('INVALID_FLOW')
    expect((await openChannel()).flowId).toMatch(/^[0-9a-f-]{36}$/)
  })
})

/** POSTs from a loopback address of its own (another end client), answering the status and the Retry-After. */
function postFrom(
  localAddress: string,
  url: string,
  body: string,
): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(response.headers['retry-after']
              ? { retryAfter: String(response.headers['retry-after']) }
              : {}),
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

describe('issue 25: one client does not use up farcaster sign-in for everyone', () => {
  it('each end client is limited at the site, and the site opens channels on its own budget at the relay', async () => {
    const serviceKey = randomBytes(32).toString('base64url')
    const fairRelay = await startFarcasterRelay({
      host: '127.0.0.1',
      port: 0,
      clientKeys: [DEV_FARCASTER_CLIENT_KEY],
      services: [{ name: 'secure site', key: serviceKey }],
    })
    const fairSite = await startSecureSite({
      database,
      keys: await loadSecureSiteKeys({ file: null }),
      mailer,
      now: Date.now,
      host: '127.0.0.1',
      port: 0,
      publicHost: '127.0.0.1',
      rpcOrigins: [],
      frameScript: async () => '/* test */',
      farcaster: { relayUrl: fairRelay.url, idRegistryRpcUrl: anvil.rpcUrl, serviceKey },
    })
    try {
      const channelFrom = (address: string) =>
        postFrom(
          address,
          `${fairSite.url}/auth/v1/farcaster/channel?projectId=${PROJECT}`,
          JSON.stringify({ deviceId: crypto.randomUUID(), origin: ORIGIN }),
        )
      // Two clients ask for sign-ins as fast as the site's request limit lets them: 60 each, 120 in all, which was
      // the relay's whole budget for the site's one address.
      for (const flooder of ['127.0.0.2', '127.0.0.3']) {
        const answers = []
        for (let index = 0; index < 60; index++) answers.push(await channelFrom(flooder))
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
          AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE,
        )
        expect(
          answers
            .slice(AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE)
            .every((answer) => answer.status === 429),
        ).toBe(true)
        expect(Number(answers.at(-1)?.retryAfter)).toBeGreaterThan(0)
      }
      // Someone else on the site's own address opens channels at the relay directly, anonymously, up to its limit.
      for (let index = 0; index < 120; index++)
        await fetch(`${fairRelay.url}/v1/channel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ siweUri: 'http://127.0.0.1/x', domain: '127.0.0.1' }),
        })
      // Every other person still signs in.
      expect((await channelFrom('127.0.0.4')).status).toBe(200)
      expect((await channelFrom('127.0.0.5')).status).toBe(200)
    } finally {
      await fairSite.close()
      await fairRelay.close()
    }
  }, 60_000)
})
