import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { createRateLimiter } from '../api/rateLimiter.js'
import { ServiceError } from '../api/serviceError.js'
import { clientAddress } from '../clientAddress.js'
import {
  CHANNEL_TTL_MS,
  CHANNELS_PER_CLIENT_PER_MINUTE,
  MAX_CHANNEL_BYTES,
  MAX_CHANNELS,
  RELAY_MAX_BODY_BYTES,
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

/**
 * The local Sign In With Farcaster relay (FIP-11): an app opens a channel, the Farcaster client posts the
 * signed message to it, the app reads the channel's status. Channels live in memory for CHANNEL_TTL_MS.
 */
export function createFarcasterRelayApp(parameters: {
  /** The relay's own origin: the sign-in URL points at it. */
  origin: () => string
  /** Keys of the Farcaster clients allowed to authenticate (X-Farcaster-Auth-Relay-Key). */
  clientKeys: readonly string[]
  now?: () => number
  /** Channels one client may open a minute (default CHANNELS_PER_CLIENT_PER_MINUTE). */
  channelsPerClientPerMinute?: number
  /** Bytes all open channels may hold (default MAX_CHANNEL_BYTES). */
  maxChannelBytes?: number
}): Hono {
  const now = parameters.now ?? Date.now
  const perClient = parameters.channelsPerClientPerMinute ?? CHANNELS_PER_CLIENT_PER_MINUTE
  const maxBytes = parameters.maxChannelBytes ?? MAX_CHANNEL_BYTES
  const channels = new Map<string, Channel>()
  let heldBytes = 0
  const limiter = createRateLimiter(now)
  const app = new Hono()
  const drop = (token: string) => {
    heldBytes -= channels.get(token)?.bytes ?? 0
    channels.delete(token)
  }

  const channelOf = (authorization: string | undefined): [string, Channel] => {
    const token = CHANNEL_TOKEN_PATTERN.exec(authorization ?? '')?.[1]
    if (!token)
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'send the channel token as Authorization: Bearer <channelToken>',
      )
    const channel = channels.get(token)
    if (!channel || channel.expiresAt <= now()) {
      drop(token)
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'no open channel has this token; it expired or never existed',
      )
    }
    return [token, channel]
  }
  /** Drops expired channels, then the oldest until `incoming` more bytes and one more channel fit. */
  const makeRoom = (incoming: number) => {
    const at = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= at) drop(token)
    // Map keeps insertion order, so the first entries are the oldest.
    for (const token of channels.keys()) {
      if (channels.size < MAX_CHANNELS && heldBytes + incoming <= maxBytes) break
      drop(token)
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
    const client = clientAddress({
      remoteAddress: env?.incoming?.socket?.remoteAddress,
      forwardedFor: undefined,
      trustedProxies: new Set(),
    })
    const decision = limiter.take(client, perClient)
    if (!decision.allowed)
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        `this client opened more than ${perClient} channels this minute; retry after ${decision.retryAfterSeconds} s`,
        { headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
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
    makeRoom(bytes)
    channels.set(token, { ...body, nonce, url: url.toString(), expiresAt: now() + CHANNEL_TTL_MS, bytes })
    heldBytes += bytes
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
    const [, channel] = channelOf(c.req.header('authorization'))
    const body = parseInput(authenticateBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    if (channel.completed) throw new ServiceError(409, 'CHANNEL_COMPLETED', 'this channel is already signed')
    const custody = await signerOf(body, channel)
    channel.completed = { ...body, custody }
    // The signed message is held too (at most one body): counted, and made room for at the next channel.
    const signedBytes = Buffer.byteLength(JSON.stringify(body))
    channel.bytes += signedBytes
    heldBytes += signedBytes
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
