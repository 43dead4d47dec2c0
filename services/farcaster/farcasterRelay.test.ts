import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { registerLocalFid } from '../../tests/support/registerLocalFid.js'
import { signInAsFarcasterClient } from '../../tests/support/signInAsFarcasterClient.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import {
  DEV_FARCASTER_CLIENT_KEY,
  END_CLIENT_HEADER,
  RELAY_MAX_BODY_BYTES,
  SERVICE_KEY_HEADER,
} from './constants.js'
import { createFarcasterRelayApp } from './createFarcasterRelayApp.js'
import { installLocalIdRegistry } from './localIdRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

// The published auth client on both ends (the app and the Farcaster client) against our relay and the local IdRegistry.
let anvil: AnvilInstance
let relay: FarcasterRelay
const custody = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const FID = 4242
const SIWE_URI = 'http://localhost:4003/auth/v1/farcaster'
const DOMAIN = 'localhost:4003'

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  await installLocalIdRegistry(anvil.rpcUrl)
  await registerLocalFid(anvil.rpcUrl, custody.address, FID)
  relay = await startFarcasterRelay({ host: '127.0.0.1', port: 0, clientKeys: [DEV_FARCASTER_CLIENT_KEY] })
}, 30_000)
afterAll(async () => {
  await relay?.close()
  await anvil?.stop()
})

const appClient = () =>
  createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })

async function openAppChannel() {
  const channel = await appClient().createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
  if (channel.isError) throw channel.error
  expect(channel.response.status).toBe(201)
  return channel.data
}
async function completedStatus(channelToken: string) {
  const status = await appClient().status({ channelToken })
  if (status.isError) throw status.error
  expect(status.response.status).toBe(200)
  return status.data
}

/** What a Farcaster client does with a sign-in URL (services/farcaster/signInAsFarcasterClient.ts). */
const signIn = (url: string, custodyKey = custody, fid = FID) =>
  signInAsFarcasterClient({
    relayUrl: relay.url,
    clientKey: DEV_FARCASTER_CLIENT_KEY,
    rpcUrl: anvil.rpcUrl,
    url,
    custody: custodyKey,
    fid,
    username: 'alice',
  })

describe('the local Farcaster sign-in relay (FIP-11) with the published auth client', () => {
  it('channel create, authenticate, status: the app reads a completed channel and verifies the custody address on the local IdRegistry', async () => {
    const channel = await openAppChannel()
    const pending = await appClient().status({ channelToken: channel.channelToken })
    expect(pending.isError ? pending.error : pending.data.state).toBe('pending')

    expect(await signIn(channel.url)).toBe(201)

    const status = await completedStatus(channel.channelToken)
    expect(status.state).toBe('completed')
    expect(status.fid).toBe(FID)
    expect(status.username).toBe('alice')
    const verified = await appClient().verifySignInMessage({
      nonce: channel.nonce,
      domain: DOMAIN,
      message: status.message ?? '',
      signature: (status.signature ?? '0x') as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError ? verified.error?.message : verified.fid).toBe(FID)
  })

  it('a message signed by a key that does not own the fid fails verification on the local IdRegistry', async () => {
    const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const channel = await openAppChannel()
    expect(await signIn(channel.url, stranger)).toBe(201)
    const status = await completedStatus(channel.channelToken)
    const verified = await appClient().verifySignInMessage({
      nonce: channel.nonce,
      domain: DOMAIN,
      message: status.message ?? '',
      signature: (status.signature ?? '0x') as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError && verified.error?.message).toMatch(/does not own fid 4242/)
  })
})

describe('the relay survives malformed input, answering only that request', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${relay.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })
  const openChannel = async () => {
    const response = await post('/v1/channel', JSON.stringify({ siweUri: SIWE_URI, domain: DOMAIN }))
    return ((await response.json()) as { channelToken: string; nonce: string }).channelToken
  }

  it('POST /v1/channel refuses non-JSON, a missing domain, a bad siweUri and an oversized body', async () => {
    const notJson = await post('/v1/channel', '{')
    expect(notJson.status).toBe(400)
    const noDomain = await post('/v1/channel', JSON.stringify({ siweUri: SIWE_URI }))
    expect(await noDomain.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', message: expect.stringMatching(/domain/) },
    })
    const badUri = await post(
      '/v1/channel',
      JSON.stringify({ siweUri: 'javascript:alert(1)', domain: DOMAIN }),
    )
    expect(badUri.status).toBe(400)
    const huge = await post(
      '/v1/channel',
      JSON.stringify({ siweUri: SIWE_URI, domain: 'x'.repeat(RELAY_MAX_BODY_BYTES) }),
    )
    expect(huge.status).toBe(413)
  })

  it('POST /v1/channel/authenticate refuses an unknown client key, a bad token, a bad body and a message of another channel', async () => {
    const token = await openChannel()
    const auth = { authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': DEV_FARCASTER_CLIENT_KEY }
    expect(
      (await post('/v1/channel/authenticate', '{}', { ...auth, 'x-farcaster-auth-relay-key': 'nope' }))
        .status,
    ).toBe(401)
    expect(
      (await post('/v1/channel/authenticate', '{}', { ...auth, authorization: 'Bearer x' })).status,
    ).toBe(401)
    const badBody = await post(
      '/v1/channel/authenticate',
      JSON.stringify({ message: 'hi', signature: '0x12', fid: -1 }),
      auth,
    )
    expect(badBody.status).toBe(400)
    const notSiwe = await post(
      '/v1/channel/authenticate',
      JSON.stringify({ message: 'hello', signature: `0x${'11'.repeat(65)}`, fid: FID }),
      auth,
    )
    expect(await notSiwe.json()).toMatchObject({ error: { code: 'INVALID_MESSAGE' } })
    // Signed for another channel: its nonce is not this channel's.
    const other = await openAppChannel()
    const otherUrl = new URL(other.url)
    otherUrl.searchParams.set('channelToken', token)
    expect(await signIn(otherUrl.toString())).toBe(400)
    const status = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(status.status).toBe(202)
  })

  it('GET /v1/channel/status refuses a missing or unknown token', async () => {
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401)
    const unknown = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${crypto.randomUUID()}` },
    })
    expect(unknown.status).toBe(401)
    expect((await fetch(`${relay.url}/health`)).status).toBe(200)
  })
})

describe('POST /v1/channel is limited in counts per client and in bytes held', () => {
  const SERVICE_KEY = 'the-secure-site-service-key'
  // The rate limits count in rate-limiter-flexible's windows, on Date and setTimeout: faked, a test moves the clock.
  afterEach(() => vi.useRealTimers())
  const relayApp = (limits: {
    channelsPerClientPerMinute?: number
    channelsPerServicePerMinute?: number
    maxChannelBytes?: number
  }) => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 1_000_000 })
    const app = createFarcasterRelayApp({
      origin: () => 'http://127.0.0.1:4007',
      clientKeys: [DEV_FARCASTER_CLIENT_KEY],
      services: [{ name: 'secure site', key: SERVICE_KEY }],
      ...limits,
    })
    /** Opens a channel from `address`; as the service for `endClient` when given. */
    const open = (siweUri = SIWE_URI, from: { address?: string; endClient?: string; key?: string } = {}) =>
      app.request(
        '/v1/channel',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(from.endClient
              ? { [SERVICE_KEY_HEADER]: from.key ?? SERVICE_KEY, [END_CLIENT_HEADER]: from.endClient }
              : {}),
          },
          body: JSON.stringify({ siweUri, domain: DOMAIN }),
        },
        { incoming: { socket: { remoteAddress: from.address ?? '192.0.2.1' } } },
      )
    const status = (token: string) =>
      app.request('/v1/channel/status', { headers: { authorization: `Bearer ${token}` } })
    const token = async (response: Response) =>
      ((await response.json()) as { channelToken: string }).channelToken
    return { app, open, status, token, advance: (ms: number) => vi.advanceTimersByTime(ms) }
  }

  it('a client that opens more channels a minute than allowed gets 429 with Retry-After, malformed requests counted too; the next minute it may again', async () => {
    const relay = relayApp({ channelsPerClientPerMinute: 3 })
    expect((await relay.open()).status).toBe(201)
    const malformed = await relay.app.request(
      '/v1/channel',
      { method: 'POST', body: '{' },
      {
        incoming: { socket: { remoteAddress: '192.0.2.1' } },
      },
    )
    expect(malformed.status).toBe(400)
    expect((await relay.open()).status).toBe(201)
    relay.advance(20_000)
    const refused = await relay.open()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('40')
    expect(await refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/more than 3 channels this minute/) },
    })
    relay.advance(40_000)
    expect((await relay.open()).status).toBe(201)
  })

  it('the channels together hold at most the byte limit: the oldest is dropped for a new one, the newest stay open', async () => {
    // Each channel holds a bit over 3 KiB: its 1.5 KB siweUri twice (the body and the sign-in URL), and the rest.
    const relay = relayApp({ maxChannelBytes: 7 * 1024 })
    const siweUri = (n: number) => `${SIWE_URI}?${String(n).repeat(1500)}`
    const first = await relay.token(await relay.open(siweUri(1)))
    const second = await relay.token(await relay.open(siweUri(2)))
    expect((await relay.status(first)).status).toBe(202)
    const third = await relay.token(await relay.open(siweUri(3)))
    expect((await relay.status(first)).status).toBe(401)
    expect((await relay.status(second)).status).toBe(202)
    expect((await relay.status(third)).status).toBe(202)
    // A channel bigger than the whole limit is refused by the body limit first, never stored.
    const huge = await relay.open(`${SIWE_URI}?${'x'.repeat(RELAY_MAX_BODY_BYTES)}`)
    expect(huge.status).toBe(413)
    expect((await relay.status(third)).status).toBe(202)
  })

  it('issue 25: a client flooding channels drops its own oldest, never another client’s pending sign-in', async () => {
    // Each channel holds a bit over 3 KiB; the relay holds at most 20 KiB.
    const relay = relayApp({ maxChannelBytes: 20 * 1024 })
    const siweUri = (n: number) => `${SIWE_URI}?${String(n % 10).repeat(1500)}`
    const pending = await relay.token(await relay.open(siweUri(1), { address: '192.0.2.7' }))
    const viaSite = await relay.token(await relay.open(siweUri(2), { endClient: 'person-a' }))
    const flood = []
    for (let index = 0; index < 40; index++)
      flood.push(await relay.token(await relay.open(siweUri(index), { address: '198.51.100.66' })))
    expect((await relay.status(pending)).status).toBe(202)
    expect((await relay.status(viaSite)).status).toBe(202)
    expect((await relay.status(flood[0] ?? '')).status).toBe(401)
    expect((await relay.status(flood.at(-1) ?? '')).status).toBe(202)
    // Through the site too: one end client flooding drops its own, not another end client's.
    for (let index = 0; index < 40; index++) await relay.open(siweUri(index), { endClient: 'person-b' })
    expect((await relay.status(viaSite)).status).toBe(202)
    expect((await relay.status(pending)).status).toBe(202)
  })

  it('issue 25: a known service opens channels on its own budget, not its address’s; an unknown key or no end client is refused', async () => {
    const relay = relayApp({ channelsPerClientPerMinute: 2, channelsPerServicePerMinute: 5 })
    const siteAddress = { address: '192.0.2.50' }
    // Someone on the site's own address uses up that address's channels...
    expect((await relay.open(SIWE_URI, siteAddress)).status).toBe(201)
    expect((await relay.open(SIWE_URI, siteAddress)).status).toBe(201)
    expect((await relay.open(SIWE_URI, siteAddress)).status).toBe(429)
    // ...and the site, from the same address with its key, still opens its users' channels, up to its own budget.
    const site = (endClient: string, key?: string) =>
      relay.open(SIWE_URI, { ...siteAddress, endClient, ...(key ? { key } : {}) })
    for (let index = 0; index < 5; index++) expect((await site(`person-${index}`)).status).toBe(201)
    const spent = await site('person-6')
    expect(spent.status).toBe(429)
    expect(spent.headers.get('retry-after')).toBe('60')
    const wrongKey = await site('person-7', 'a guess')
    expect(wrongKey.status).toBe(401)
    expect(await wrongKey.json()).toMatchObject({
      error: { message: expect.stringContaining(SERVICE_KEY_HEADER) },
    })
    const noEndClient = await relay.app.request(
      '/v1/channel',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: SERVICE_KEY },
        body: JSON.stringify({ siweUri: SIWE_URI, domain: DOMAIN }),
      },
      { incoming: { socket: siteAddress } },
    )
    expect(noEndClient.status).toBe(400)
    expect(await noEndClient.json()).toMatchObject({ error: { code: 'INVALID_END_CLIENT' } })
  })
})
