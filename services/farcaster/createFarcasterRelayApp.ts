import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import { clientAddress } from '../clientAddress.js'
import { createRateLimit, takeAll } from '../rateLimit.js'
import { createChannelStore } from './channelStore.js'
import {
  CHANNEL_TTL_MS,
  CHANNELS_PER_CLIENT_PER_MINUTE,
  CHANNELS_PER_SERVICE_PER_MINUTE,
  END_CLIENT_HEADER,
  MAX_CHANNEL_BYTES,
  RELAY_MAX_BODY_BYTES,
  SERVICE_KEY_HEADER,
  SIWF_CHAIN_ID,
  SIWF_STATEMENT,
} from './constants.js'
import {
  type AuthenticateBody,
  authenticateBodySchema,
  CHANNEL_TOKEN_PATTERN,
  type CreateChannelBody,
  createChannelBodySchema,
} from './relaySchemas.js'

type Channel = CreateChannelBody & {
  nonce: string
  url: string
  expiresAt: number
  /** The UTF-8 bytes of what the channel holds, counted against MAX_CHANNEL_BYTES. */
  bytes: number
  completed?: AuthenticateBody & { custody: string }
}

/** An app's server that opens channels for its own users, known by its key (the secure site). */
export type FarcasterRelayService = { name: string; key: string }

/**
 * The local Sign In With Farcaster relay (FIP-11): an app opens a channel, the Farcaster client posts the
 * signed message to it, the app reads the channel's status. Channels live in memory for CHANNEL_TTL_MS.
 * A channel is opened on a budget: an anonymous client's (its address), or a known service's (its key); a service
 * names the end client each channel is for, and the channels are held, and evicted, per end client.
 */
export function createFarcasterRelayApp(parameters: {
  /** The relay's own origin: the sign-in URL points at it. */
  origin: () => string
  /** Keys of the Farcaster clients allowed to authenticate (X-Farcaster-Auth-Relay-Key). */
  clientKeys: readonly string[]
  now?: () => number
  /** Servers that open channels for their users, on a budget of their own (SERVICE_KEY_HEADER). */
  services?: readonly FarcasterRelayService[]
  /** Channels one client (address) may open a minute (default CHANNELS_PER_CLIENT_PER_MINUTE). */
  channelsPerClientPerMinute?: number
  /** Channels one service may open a minute (default CHANNELS_PER_SERVICE_PER_MINUTE). */
  channelsPerServicePerMinute?: number
  /** Bytes all open channels may hold (default MAX_CHANNEL_BYTES). */
  maxChannelBytes?: number
}): Hono {
  const now = parameters.now ?? Date.now
  const perClient = parameters.channelsPerClientPerMinute ?? CHANNELS_PER_CLIENT_PER_MINUTE
  const perService = parameters.channelsPerServicePerMinute ?? CHANNELS_PER_SERVICE_PER_MINUTE
  const channels = createChannelStore<Channel>({
    maxBytes: parameters.maxChannelBytes ?? MAX_CHANNEL_BYTES,
    now,
  })
  const clientChannels = createRateLimit('farcaster:client', { points: perClient, seconds: 60 })
  const serviceChannels = createRateLimit('farcaster:service', { points: perService, seconds: 60 })
  const services = (parameters.services ?? []).map((service) => ({
    ...service,
    digest: digestOf(service.key),
  }))
  const app = new Hono()

  const channelOf = (authorization: string | undefined): [string, Channel] => {
    const token = CHANNEL_TOKEN_PATTERN.exec(authorization ?? '')?.[1]
    if (!token)
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'send the channel token as Authorization: Bearer <channelToken>',
      )
    const channel = channels.get(token)
    if (!channel)
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'no open channel has this token; it expired or never existed',
      )
    return [token, channel]
  }
  /** Whose budget a new channel is opened on, and who holds it: a known service for its end client, else the address. */
  const openerOf = (request: { header(name: string): string | undefined }, address: string) => {
    const key = request.header(SERVICE_KEY_HEADER)
    if (key === undefined)
      return { limit: clientChannels, budget: address, holder: `address ${address}`, perMinute: perClient }
    const digest = digestOf(key)
    const service = services.find((known) => timingSafeEqual(known.digest, digest))
    if (!service)
      throw new ServiceError(401, 'UNAUTHORIZED', `${SERVICE_KEY_HEADER} is not the key of a known service`)
    const endClient = request.header(END_CLIENT_HEADER)
    if (!endClient || endClient.length > 128)
      throw new ServiceError(
        400,
        'INVALID_END_CLIENT',
        `a service sends ${END_CLIENT_HEADER}: 1 to 128 characters`,
      )
    return {
      limit: serviceChannels,
      budget: service.name,
      holder: `service ${service.name} ${endClient}`,
      perMinute: perService,
    }
  }

  app.get('/health', (c) => c.json({ ok: true }))
  app.use(
    '/v1/*',
    bodyLimit({
      maxSize: RELAY_MAX_BODY_BYTES,
      onError: () => {
        throw new ServiceError(
          413,
          'BODY_TOO_LARGE',
          `the request body is over ${RELAY_MAX_BODY_BYTES} bytes`,
        )
      },
    }),
  )

  app.post('/v1/channel', async (c) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    const address = clientAddress({
      remoteAddress: env?.incoming?.socket?.remoteAddress,
      forwardedFor: undefined,
      trustedProxies: new Set(),
    })
    const opener = openerOf(c.req, address)
    const refusal = await takeAll([
      {
        limit: opener.limit,
        key: opener.budget,
        refusal: `this client opened more than ${opener.perMinute} channels this minute`,
      },
    ])
    if (refusal)
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        `${refusal.message}; retry after ${refusal.retryAfterSeconds} s`,
        { headers: { 'Retry-After': String(refusal.retryAfterSeconds) } },
      )
    const body = parseInput(createChannelBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const token = randomUUID()
    const nonce = body.nonce ?? generateSiweNonce()
    const url = new URL('/~/siwf', parameters.origin())
    url.searchParams.set('channelToken', token)
    url.searchParams.set('nonce', nonce)
    url.searchParams.set('siweUri', body.siweUri)
    url.searchParams.set('domain', body.domain)
    if (body.notBefore) url.searchParams.set('notBefore', body.notBefore)
    if (body.expirationTime) url.searchParams.set('expirationTime', body.expirationTime)
    if (body.requestId) url.searchParams.set('requestId', body.requestId)
    const bytes = Buffer.byteLength(JSON.stringify(body)) + Buffer.byteLength(url.toString()) + nonce.length
    channels.add(token, opener.holder, {
      ...body,
      nonce,
      url: url.toString(),
      expiresAt: now() + CHANNEL_TTL_MS,
      bytes,
    })
    return c.json({ channelToken: token, url: url.toString(), connectUri: url.toString(), nonce }, 201)
  })

  app.post('/v1/channel/authenticate', async (c) => {
    const key = c.req.header('x-farcaster-auth-relay-key')
    if (!key || !parameters.clientKeys.includes(key))
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'X-Farcaster-Auth-Relay-Key is not the key of a known Farcaster client',
      )
    const [token, channel] = channelOf(c.req.header('authorization'))
    const body = parseInput(authenticateBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    if (channel.completed) throw new ServiceError(409, 'CHANNEL_COMPLETED', 'this channel is already signed')
    const custody = await signerOf(body, channel)
    channel.completed = { ...body, custody }
    // The signed message is held too (at most one body): counted, and made room for at the next channel.
    channels.grow(token, Buffer.byteLength(JSON.stringify(body)))
    return c.json(statusOf(channel), 201)
  })

  app.get('/v1/channel/status', (c) => {
    const [, channel] = channelOf(c.req.header('authorization'))
    return c.json(statusOf(channel), channel.completed ? 200 : 202)
  })

  // The sign-in URL: a Farcaster client reads its query; a person who opens it learns what it is.
  app.get('/~/siwf', (c) =>
    c.text(
      'This is the local Farcaster sign-in relay of appkit dev. Open this address in a Farcaster client to sign in; ' +
        'in tests, the test plays the client (docs/embedded-wallet.md, Farcaster).',
    ),
  )

  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` } }, 404),
  )
  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json({ error: { code: error.code, message: error.message } }, error.status)
    }
    console.error('farcaster relay error', error)
    return c.json({ error: { code: 'INTERNAL', message: 'internal error; see the server log' } }, 500)
  })
  return app
}

/** Checks the signed message belongs to this channel and returns the address that signed it. */
async function signerOf(body: AuthenticateBody, channel: Channel): Promise<string> {
  const refuse = (what: string) => new ServiceError(400, 'INVALID_MESSAGE', `message: ${what}`)
  let message: ReturnType<typeof parseSiweMessage>
  try {
    message = parseSiweMessage(body.message)
  } catch {
    throw refuse('not a Sign In With Ethereum message')
  }
  if (!message.address) throw refuse('has no address')
  if (message.statement !== SIWF_STATEMENT) throw refuse(`the statement must be "${SIWF_STATEMENT}"`)
  if (message.chainId !== SIWF_CHAIN_ID) throw refuse(`the chain id must be ${SIWF_CHAIN_ID}`)
  if (message.nonce !== channel.nonce) throw refuse("the nonce is not this channel's")
  if (message.domain !== channel.domain) throw refuse("the domain is not this channel's")
  if (message.uri !== channel.siweUri) throw refuse("the uri is not this channel's siweUri")
  if (!(message.resources ?? []).includes(`farcaster://fid/${body.fid}`))
    throw refuse(`the resources must hold farcaster://fid/${body.fid}`)
  let signer: string
  try {
    signer = await recoverMessageAddress({ message: body.message, signature: body.signature as Hex })
  } catch {
    throw new ServiceError(400, 'INVALID_SIGNATURE', 'signature: not a signature of this message')
  }
  if (!isAddressEqual(signer as Hex, message.address))
    throw new ServiceError(400, 'INVALID_SIGNATURE', "signature: not made by the message's address")
  return message.address
}

/** A fixed-length digest of a key, compared in constant time. */
const digestOf = (key: string) => createHash('sha256').update(key).digest()

function statusOf(channel: Channel) {
  const { completed } = channel
  if (!completed) return { state: 'pending', nonce: channel.nonce, url: channel.url }
  return {
    state: 'completed',
    nonce: channel.nonce,
    url: channel.url,
    message: completed.message,
    signature: completed.signature,
    fid: completed.fid,
    username: completed.username,
    bio: completed.bio,
    displayName: completed.displayName,
    pfpUrl: completed.pfpUrl,
    custody: completed.custody,
    verifications: [],
  }
}
