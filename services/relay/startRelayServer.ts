import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import type * as z from 'zod/mini'
import {
  approveSessionParamsSchema,
  batchTopicsParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  relayRequestSchema,
  relayResponseSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from '../../plugins/walletconnect/protocol/relay.js'
import { originMatches } from '../admin/originPattern.js'
import { clientAddress, trustedProxySet } from '../clientAddress.js'
import {
  RELAY_DEFAULT_TTL_SECONDS,
  RELAY_INBOUND_BYTES_BURST,
  RELAY_INBOUND_BYTES_PER_SECOND,
  RELAY_MAX_ATTESTATION_CHARS,
  RELAY_MAX_BUFFERED_BYTES,
  RELAY_MAX_FETCH_BYTES,
  RELAY_MAX_FRAME_BYTES,
  RELAY_MAX_MESSAGE_CHARS,
  RELAY_MAX_SOCKET_BUFFER_BYTES,
  RELAY_MAX_SOCKETS,
  RELAY_MAX_SUBSCRIBERS_PER_TOPIC,
  RELAY_MAX_SUBSCRIPTIONS,
  RELAY_MAX_TOPICS_PER_SOCKET,
  RELAY_MAX_UNACKED_PER_SOCKET,
  RELAY_PING_INTERVAL_MS,
  RELAY_PROJECT_PUBLISH_BURST,
  RELAY_PROJECT_PUBLISH_BYTES_BURST,
  RELAY_PROJECT_PUBLISH_BYTES_PER_SECOND,
  RELAY_PROJECT_PUBLISH_PER_SECOND,
  RELAY_PUBLISH_BURST,
  RELAY_PUBLISH_BYTES_BURST,
  RELAY_PUBLISH_BYTES_PER_SECOND,
  RELAY_PUBLISH_PER_SECOND,
  RELAY_REFUSAL_CLOSE_CODE,
  RELAY_REFUSAL_REASONS,
  RELAY_UPGRADE_BURST,
  RELAY_UPGRADE_MAX_ADDRESSES,
  RELAY_UPGRADES_PER_SECOND,
} from '../constants.js'
import { logHandlerError } from '../logHandlerError.js'
import { createAddressBuckets } from './addressBuckets.js'
import { parseRelayFrame, type RelayFrame } from './parseRelayFrame.js'
import { formatRelayId, RelayJsonTooDeepError } from './parseRelayJson.js'
import { createProjectLookupCache, type RelayProject } from './projectLookupCache.js'
import { readRelayUpgrade } from './readRelayUpgrade.js'
import type { RelayBackend } from './redisRelayBackend.js'
import {
  createRelayMailbox,
  RELAY_MAILBOX_LIMITS,
  type RelayMailboxLimits,
  type StoredMessage,
} from './relayMailbox.js'
import { createTokenBucket, type TokenBucket } from './tokenBucket.js'
import { RelayAuthError, RelayTokenNotYetValidError, verifyRelayJwt } from './verifyRelayJwt.js'

export type { RelayProject }

export type StartRelayServerParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** The services' project lookup: the project's allowed origins, or undefined when the project is unknown. */
  lookupProject: (projectId: string) => Promise<RelayProject | undefined>
  /** The URL clients are given and sign as their token's audience (e.g. `wss://relay.example.com` behind a proxy); defaults to `ws://host:port`. */
  publicUrl?: string | undefined
  /** Ping interval; defaults to RELAY_PING_INTERVAL_MS. */
  pingIntervalMs?: number
  /** Shares messages with other relay instances (the optional Redis backend); in-memory alone without it. */
  backend?: RelayBackend | undefined
  /** Overrides of the limits (benchmarks and tests); the defaults are in services/constants.ts. */
  limits?: Partial<RelayLimits>
  /** Addresses of the reverse proxies in front of the relay: the upgrade limit per address reads the client from their X-Forwarded-For. */
  trustedProxies?: readonly string[] | undefined
}

export type RelayLimits = RelayMailboxLimits & {
  socketBufferBytes: number
  bufferedBytes: number
  fetchBytes: number
  sockets: number
  projectPublishBurst: number
  projectPublishPerSecond: number
  upgradeBurst: number
  upgradesPerSecond: number
  publishBytesBurst: number
  publishBytesPerSecond: number
  projectPublishBytesBurst: number
  projectPublishBytesPerSecond: number
  inboundBytesBurst: number
  inboundBytesPerSecond: number
}

export type RelayStats = {
  sockets: number
  topics: number
  subscriptions: number
  messages: number
  storedBytes: number
  bufferedBytes: number
  projectsCached: number
  published: number
  delivered: number
  /** Sockets closed because they did not drain or did not answer a ping. */
  dropped: number
}

export type RelayServer = {
  /** The URL clients connect to and sign as audience: `publicUrl`, else `ws://host:port`. */
  url: string
  port: number
  /** Counters for tests, the soak script and the report. */
  stats(): RelayStats
  close(): Promise<void>
}

/** JSON-RPC error codes the relay answers with (spec 8). */
const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
} as const

/** The methods that publish messages: their limits are checked on the frame's bytes before it is decoded. */
const PUBLISHING_METHODS: readonly unknown[] = ['irn_publish', 'wc_proposeSession', 'wc_approveSession']

/** Pushes stop (and wait for the socket to drain) while this much is queued to one socket. */
const PUSH_HIGH_WATER_BYTES = 256 * 1024

type Peer = {
  socket: WebSocket
  clientId: string
  projectId: string
  topics: Set<string>
  /** The payload of our last ping; a pong must echo it, so only a client that reads keeps the socket. */
  pingNonce: string | undefined
  publishes: TokenBucket
  publishBytes: TokenBucket
  /** Bytes of every frame the socket sends. */
  inbound: TokenBucket
  /** Ids of our irn_subscription pushes still waiting for the ack, with the key of what they carried. */
  awaitingAck: Map<number, string>
  /** Keys of messages pushed to this socket and not acked: a resubscribe does not push them again. */
  inFlight: Set<string>
  /** Topics whose pending messages wait for the socket to drain. */
  deferred: Set<string>
  /** Bytes given to the socket and not yet written out. */
  queuedBytes: number
  closed: boolean
}

/** Starts the WalletConnect-compatible relay (irn_* JSON-RPC over `ws`) on host:port. */
export function startRelayServer(parameters: StartRelayServerParameters): Promise<RelayServer> {
  const limits: RelayLimits = {
    ...RELAY_MAILBOX_LIMITS,
    socketBufferBytes: RELAY_MAX_SOCKET_BUFFER_BYTES,
    bufferedBytes: RELAY_MAX_BUFFERED_BYTES,
    fetchBytes: RELAY_MAX_FETCH_BYTES,
    sockets: RELAY_MAX_SOCKETS,
    projectPublishBurst: RELAY_PROJECT_PUBLISH_BURST,
    projectPublishPerSecond: RELAY_PROJECT_PUBLISH_PER_SECOND,
    upgradeBurst: RELAY_UPGRADE_BURST,
    upgradesPerSecond: RELAY_UPGRADES_PER_SECOND,
    publishBytesBurst: RELAY_PUBLISH_BYTES_BURST,
    publishBytesPerSecond: RELAY_PUBLISH_BYTES_PER_SECOND,
    projectPublishBytesBurst: RELAY_PROJECT_PUBLISH_BYTES_BURST,
    projectPublishBytesPerSecond: RELAY_PROJECT_PUBLISH_BYTES_PER_SECOND,
    inboundBytesBurst: RELAY_INBOUND_BYTES_BURST,
    inboundBytesPerSecond: RELAY_INBOUND_BYTES_PER_SECOND,
    ...withoutUndefined(parameters.limits ?? {}),
  }
  const mailbox = createRelayMailbox(Date.now, limits)
  const subscribers = new Map<string, Set<Peer>>()
  const peers = new Set<Peer>()
  const projects = new Map<string, { sockets: number; publishes: TokenBucket; publishBytes: TokenBucket }>()
  const projectCache = createProjectLookupCache({ lookup: parameters.lookupProject })
  let nextPushId = Date.now() * 1000
  let published = 0
  let delivered = 0
  let dropped = 0
  let subscriptions = 0
  let bufferedBytes = 0
  let boundPort = parameters.port
  let publicUrl = parameters.publicUrl
  const instanceId = crypto.randomUUID()

  const webSockets = new WebSocketServer({ noServer: true, maxPayload: RELAY_MAX_FRAME_BYTES })
  const server = createServer((_request, response) => {
    try {
      response.writeHead(426, { 'content-type': 'text/plain' })
      response.end('this is a WalletConnect relay: connect with a websocket\n')
    } catch (error) {
      logHandlerError('relay http', error)
      response.destroy()
    }
  })

  const trustedProxies = trustedProxySet(parameters.trustedProxies)
  const upgradesByAddress = createAddressBuckets({
    burst: limits.upgradeBurst,
    perSecond: limits.upgradesPerSecond,
    maxAddresses: RELAY_UPGRADE_MAX_ADDRESSES,
  })
  const refuse = (socket: Duplex, status: 400 | 401 | 403 | 429 | 503, reason: string) => {
    const text = {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      429: 'Too Many Requests',
      503: 'Service Unavailable',
    }[status]
    const body = `${reason}\n`
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Each upgrade costs a signature check and maybe a lookup: one address may not make them without end.
    const address = clientAddress({
      remoteAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      trustedProxies,
    })
    if (!upgradesByAddress.take(address))
      return refuse(socket, 429, 'too many connections from this address; retry in a second')
    if (peers.size >= limits.sockets) return refuse(socket, 503, 'the relay is full; retry later')
    const upgrade = readRelayUpgrade(request)
    if ('status' in upgrade) return refuse(socket, upgrade.status, upgrade.reason)
    let clientId: string
    try {
      clientId = verifyRelayJwt({ jwt: upgrade.auth, audiences: [url()] }).clientId
    } catch (error) {
      // A token from the future is refused where the page can read why (spec 8: JWT not yet valid).
      if (error instanceof RelayTokenNotYetValidError)
        return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.tokenNotYetValid)
      return refuse(socket, 401, error instanceof RelayAuthError ? error.message : 'invalid auth token')
    }
    projectCache.get(upgrade.projectId).then(
      (project) => {
        try {
          // An unknown project too: the page reads the reason and shows Invalid Project ID.
          if (!project) return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.unknownProject)
          // A browser says where the page comes from: it must be one of the project's allowed origins.
          if (
            upgrade.origin !== undefined &&
            !project.origins.some((entry) => originMatches(entry, upgrade.origin ?? ''))
          )
            return refuse(
              socket,
              403,
              `origin ${upgrade.origin} is not allowed for project ${upgrade.projectId}`,
            )
          if (peers.size >= limits.sockets) return refuse(socket, 503, 'the relay is full; retry later')
          webSockets.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId, upgrade.projectId))
        } catch (error) {
          logHandlerError('relay upgrade', error)
          socket.destroy()
        }
      },
      () => refuse(socket, 503, 'project lookup failed; retry later'),
    )
  }

  /** A refusal the page must read: the socket opens and closes at once with code 3000 and the reason. */
  const refuseOverSocket = (request: IncomingMessage, socket: Duplex, head: Buffer, reason: string) =>
    webSockets.handleUpgrade(request, socket, head, (ws) => ws.close(RELAY_REFUSAL_CLOSE_CODE, reason))

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    try {
      onUpgrade(request, socket, head)
    } catch (error) {
      logHandlerError('relay upgrade', error)
      refuse(socket, 400, 'bad upgrade request')
    }
  })

  const url = () => publicUrl ?? `ws://${parameters.host}:${boundPort}`

  const dropPeer = (peer: Peer) => {
    if (peer.closed) return
    dropped++
    peer.socket.terminate()
  }

  /**
   * Queues a message to one socket; a socket that has not drained what it was given is closed instead. A message
   * given in parts (a push or a fetch answer around stored messages' JSON) sends each big part as a fragment of its
   * own, a string the socket writes as it is: joining them would copy each big message once more per subscriber, on
   * the heap as a string or outside it as a Buffer (whose pressure also makes the collector run).
   */
  const send = (peer: Peer, message: string | readonly string[]) => {
    if (peer.closed || peer.socket.readyState !== peer.socket.OPEN) return
    const parts = typeof message === 'string' ? [message] : fragmentsOf(message)
    let bytes = 0
    for (const part of parts) bytes += Buffer.byteLength(part)
    if (peer.queuedBytes + bytes > limits.socketBufferBytes) return dropPeer(peer)
    peer.queuedBytes += bytes
    bufferedBytes += bytes
    const written = () => {
      if (peer.closed) return
      peer.queuedBytes -= bytes
      bufferedBytes -= bytes
      if (peer.queuedBytes === 0 && peer.deferred.size > 0) setImmediate(() => resumeDeferred(peer))
    }
    for (const [index, part] of parts.entries()) {
      const last = index === parts.length - 1
      peer.socket.send(part, { fin: last }, last ? written : undefined)
    }
    if (bufferedBytes > limits.bufferedBytes) {
      let largest = peer
      for (const other of peers) if (other.queuedBytes > largest.queuedBytes) largest = other
      dropPeer(largest)
    }
  }

  const subscriptionId = (topic: string, clientId: string) =>
    createHash('sha256')
      .update(topic + clientId)
      .digest('hex')

  /** Pushes one message, or defers its topic while the socket is still writing out earlier ones. */
  const push = (peer: Peer, stored: StoredMessage): boolean => {
    if (peer.closed || peer.inFlight.has(stored.key)) return true
    if (peer.queuedBytes > PUSH_HIGH_WATER_BYTES) {
      peer.deferred.add(stored.topic)
      return false
    }
    const id = nextPushId++
    peer.awaitingAck.set(id, stored.key)
    peer.inFlight.add(stored.key)
    // A client that never acks must not grow this without bound; an unacked message is simply offered again later.
    if (peer.awaitingAck.size > RELAY_MAX_UNACKED_PER_SOCKET) {
      const [oldestId, oldestKey] = peer.awaitingAck.entries().next().value ?? []
      if (oldestId !== undefined) peer.awaitingAck.delete(oldestId)
      if (oldestKey !== undefined) peer.inFlight.delete(oldestKey)
    }
    // The message's JSON was made once when it was stored: a push only wraps it (no per-subscriber stringify).
    send(peer, [
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionId(stored.topic, peer.clientId)}","data":`,
      ...stored.jsonParts,
      '}}',
    ])
    return true
  }

  const deliverPending = (peer: Peer, topic: string) => {
    if (!peer.topics.has(topic)) return
    for (const stored of mailbox.pendingFor(topic, peer.clientId)) if (!push(peer, stored)) return
  }

  const resumeDeferred = (peer: Peer) => {
    if (peer.closed) return
    const topics = [...peer.deferred]
    peer.deferred.clear()
    for (const topic of topics) deliverPending(peer, topic)
  }

  /** Subscribes to every topic or, when any limit would be passed, to none of them. */
  const subscribeAll = (peer: Peer, topics: readonly string[]): string | undefined => {
    const added = [...new Set(topics)].filter((topic) => !peer.topics.has(topic))
    if (peer.topics.size + added.length > RELAY_MAX_TOPICS_PER_SOCKET) return 'too many topics on this socket'
    if (subscriptions + added.length > RELAY_MAX_SUBSCRIPTIONS) return 'too many subscriptions on this relay'
    if (added.some((topic) => (subscribers.get(topic)?.size ?? 0) >= RELAY_MAX_SUBSCRIBERS_PER_TOPIC))
      return 'too many subscribers on this topic'
    for (const topic of added) {
      peer.topics.add(topic)
      const set = subscribers.get(topic) ?? new Set()
      set.add(peer)
      subscribers.set(topic, set)
      subscriptions++
    }
    return undefined
  }

  const unsubscribe = (peer: Peer, topic: string) => {
    if (!peer.topics.delete(topic)) return
    subscriptions--
    peer.deferred.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) subscribers.delete(topic)
  }

  /** A publish takes a token and its bytes from the socket's buckets and from its project's; all or none. */
  const takePublishToken = (peer: Peer, bytes: number): string | undefined => {
    const project = projects.get(peer.projectId)
    const takes: [TokenBucket | undefined, number, string][] = [
      [peer.publishes, 1, 'too many publishes on this socket, slow down'],
      [peer.publishBytes, bytes, 'too many bytes published on this socket, slow down'],
      [project?.publishes, 1, 'too many publishes in this project, slow down'],
      [project?.publishBytes, bytes, 'too many bytes published in this project, slow down'],
    ]
    for (const [index, [bucket, cost, why]] of takes.entries()) {
      if (!bucket || bucket.take(cost)) continue
      for (const [taken, takenCost] of takes.slice(0, index)) taken?.refund(takenCost)
      return why
    }
    return undefined
  }

  const refundPublishToken = (peer: Peer, bytes: number) => {
    const project = projects.get(peer.projectId)
    peer.publishes.refund(1)
    peer.publishBytes.refund(bytes)
    project?.publishes.refund(1)
    project?.publishBytes.refund(bytes)
  }

  type PublishFields = {
    topic: string
    message: string
    ttl?: number | undefined
    attestation?: string | null | undefined
    tag?: number | undefined
  }

  const publish = (peer: Peer, input: PublishFields) => {
    const ttlSeconds = input.ttl ?? RELAY_DEFAULT_TTL_SECONDS
    const stored = mailbox.add({
      topic: input.topic,
      message: input.message,
      ttlSeconds,
      senderId: peer.clientId,
      projectId: peer.projectId,
      attestation: input.attestation,
      tag: input.tag,
    })
    if (!stored) return
    published++
    fanOut(stored)
    parameters.backend?.share({
      topic: input.topic,
      message: input.message,
      publishedAt: stored.publishedAt,
      attestation: input.attestation ?? null,
      ...(input.tag === undefined ? {} : { tag: input.tag }),
      ttlSeconds,
      senderId: peer.clientId,
      projectId: peer.projectId,
      origin: instanceId,
    })
  }

  const fanOut = (stored: StoredMessage) => {
    for (const subscriber of subscribers.get(stored.topic) ?? [])
      if (subscriber.clientId !== stored.senderId) push(subscriber, stored)
  }

  // What other instances stored: kept here too (late subscribers) and pushed to this instance's subscribers.
  parameters.backend?.onShared((shared) => {
    try {
      if (shared.origin === instanceId) return
      const stored = mailbox.add({
        topic: shared.topic,
        message: shared.message,
        ttlSeconds: shared.ttlSeconds,
        senderId: shared.senderId,
        projectId: shared.projectId,
        attestation: shared.attestation,
        tag: shared.tag,
      })
      if (stored) fanOut(stored)
    } catch (error) {
      logHandlerError('relay backend message', error)
    }
  })

  /** Why a publish's texts are refused, if they are: message and attestation lengths (`charsOf` reads them). */
  const oversized = (
    charsOf: (text: string) => number,
    attestation: string | null | undefined,
    ...messages: string[]
  ) => {
    if (messages.some((message) => charsOf(message) > RELAY_MAX_MESSAGE_CHARS))
      return `message over ${RELAY_MAX_MESSAGE_CHARS} characters`
    if (charsOf(attestation ?? '') > RELAY_MAX_ATTESTATION_CHARS)
      return `attestation over ${RELAY_MAX_ATTESTATION_CHARS} characters`
    return undefined
  }

  /** What a publish counts against the byte rates: its messages and their attestation. */
  const publishedBytes = (
    charsOf: (text: string) => number,
    attestation: string | null | undefined,
    ...messages: string[]
  ) => messages.reduce((sum, message) => sum + charsOf(message) + charsOf(attestation ?? ''), 0)

  /** The attestation and the messages a publishing request carries, as handle() reads them; undefined for others. */
  const publishedParts = (
    method: unknown,
    params: unknown,
  ): { attestation?: string | null | undefined; messages: string[] } | undefined => {
    if (method === 'irn_publish') {
      const parsed = publishParamsSchema.safeParse(params)
      return parsed.success ? { ...parsed.data, messages: [parsed.data.message] } : undefined
    }
    if (method === 'wc_proposeSession') {
      const parsed = proposeSessionParamsSchema.safeParse(params)
      return parsed.success ? { ...parsed.data, messages: [parsed.data.sessionProposal] } : undefined
    }
    if (method === 'wc_approveSession') {
      const parsed = approveSessionParamsSchema.safeParse(params)
      if (!parsed.success) return undefined
      const { sessionProposalResponse, sessionSettlementRequest } = parsed.data
      return { ...parsed.data, messages: [sessionProposalResponse, sessionSettlementRequest] }
    }
    return undefined
  }

  /**
   * The answer handle() would give an irn_publish, wc_proposeSession or wc_approveSession that the length limits
   * or the rates refuse, found from the lengths of its long strings before they are decoded; undefined (tokens
   * untouched) for any other frame.
   */
  const refusedPublish = (peer: Peer, frame: RelayFrame) => {
    const value = frame.value as { method?: unknown } | null
    if (typeof value !== 'object' || value === null) return undefined
    if (!PUBLISHING_METHODS.includes(value.method)) return undefined
    const request = relayRequestSchema.safeParse(value)
    if (!request.success) return undefined
    const { id } = request.data
    // A long string id is invalid, but its placeholder is short: handle() answers it.
    if (typeof id === 'string' && frame.isDeferred(id)) return undefined
    const parts = publishedParts(request.data.method, request.data.params)
    if (!parts) return undefined
    const { attestation, messages } = parts
    const bytes = publishedBytes(frame.charsOf, attestation, ...messages)
    const refusal = oversized(frame.charsOf, attestation, ...messages) ?? takePublishToken(peer, bytes)
    if (refusal === undefined) {
      // handle() takes them again once the strings are decoded: refunding first leaves the buckets as one take would.
      refundPublishToken(peer, bytes)
      return undefined
    }
    return {
      id: formatRelayId(id, frame.bigIntegers),
      error: { code: RPC_ERRORS.limitExceeded.code, message: `Limit exceeded: ${refusal}` },
    }
  }

  type Outcome =
    | { result: unknown; after?: () => void }
    /** A result already serialized, in parts (a fetch answer of stored messages' JSON). */
    | { resultParts: string[] }
    | { error: { code: number; message: string } }

  const handle = (peer: Peer, method: string, params: unknown): Outcome => {
    const invalid = (issue: z.core.$ZodError) => ({
      error: {
        code: RPC_ERRORS.invalidParams.code,
        message: `Invalid params: ${issue.issues[0]?.message ?? ''}`,
      },
    })
    const limited = (why: string) => ({
      error: { code: RPC_ERRORS.limitExceeded.code, message: `Limit exceeded: ${why}` },
    })
    switch (method) {
      case 'irn_publish': {
        const parsed = publishParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const refusal =
          oversized(lengthOf, parsed.data.attestation, parsed.data.message) ??
          takePublishToken(peer, publishedBytes(lengthOf, parsed.data.attestation, parsed.data.message))
        if (refusal) return limited(refusal)
        // spec section 5: an empty message is ignored (acknowledged, never stored or delivered).
        if (parsed.data.message !== '') publish(peer, parsed.data)
        return { result: true }
      }
      case 'irn_subscribe': {
        const parsed = subscribeParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { topic } = parsed.data
        const refusal = subscribeAll(peer, [topic])
        if (refusal) return limited(refusal)
        return { result: subscriptionId(topic, peer.clientId), after: () => deliverPending(peer, topic) }
      }
      case 'irn_batchSubscribe': {
        const parsed = batchTopicsParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { topics } = parsed.data
        const refusal = subscribeAll(peer, topics)
        if (refusal) return limited(refusal)
        return {
          result: topics.map((topic) => subscriptionId(topic, peer.clientId)),
          after: () => {
            for (const topic of topics) deliverPending(peer, topic)
          },
        }
      }
      case 'irn_batchFetchMessages': {
        const parsed = batchTopicsParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        // The answer is bounded in bytes; what does not fit stays pending for the next fetch or push.
        const parts = ['{"messages":[']
        let bytes = 0
        let hasMore = false
        for (const topic of new Set(parsed.data.topics)) {
          for (const stored of mailbox.pendingFor(topic, peer.clientId)) {
            // At least one message per answer, so a fetch always moves forward.
            if (parts.length > 1 && bytes + stored.bytes > limits.fetchBytes) {
              hasMore = true
              break
            }
            bytes += stored.bytes
            mailbox.markDelivered(stored, peer.clientId)
            if (parts.length > 1) parts.push(',')
            parts.push(...stored.jsonParts)
          }
          if (hasMore) break
        }
        parts.push(`],"hasMore":${hasMore}}`)
        return { resultParts: parts }
      }
      case 'irn_unsubscribe': {
        const parsed = unsubscribeParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        unsubscribe(peer, parsed.data.topic)
        return { result: true }
      }
      case 'wc_proposeSession': {
        const parsed = proposeSessionParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { pairingTopic, sessionProposal, ...rest } = parsed.data
        const refusal =
          oversized(lengthOf, rest.attestation, sessionProposal) ??
          takePublishToken(peer, publishedBytes(lengthOf, rest.attestation, sessionProposal)) ??
          subscribeAll(peer, [pairingTopic])
        if (refusal) return limited(refusal)
        publish(peer, { topic: pairingTopic, message: sessionProposal, ...rest })
        return { result: true, after: () => deliverPending(peer, pairingTopic) }
      }
      case 'wc_approveSession': {
        const parsed = approveSessionParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ...rest } =
          parsed.data
        const refusal =
          oversized(lengthOf, rest.attestation, sessionProposalResponse, sessionSettlementRequest) ??
          takePublishToken(
            peer,
            publishedBytes(lengthOf, rest.attestation, sessionProposalResponse, sessionSettlementRequest),
          ) ??
          subscribeAll(peer, [sessionTopic])
        if (refusal) return limited(refusal)
        publish(peer, { topic: pairingTopic, message: sessionProposalResponse, ...rest })
        publish(peer, { topic: sessionTopic, message: sessionSettlementRequest, ...rest })
        return { result: true, after: () => deliverPending(peer, sessionTopic) }
      }
      default:
        return { error: { code: RPC_ERRORS.methodNotFound.code, message: `Method not found: ${method}` } }
    }
  }

  const answerError = (peer: Peer, id: string, error: { code: number; message: string }) =>
    send(peer, `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify(error)}}`)

  /** Takes the client's answer to one of our pushes: only a result acks it. */
  const onResponse = (peer: Peer, id: string | number, acked: boolean) => {
    const pushId = Number(id)
    const key = peer.awaitingAck.get(pushId)
    if (key === undefined) return
    peer.awaitingAck.delete(pushId)
    peer.inFlight.delete(key)
    const stored = mailbox.get(key)
    if (!acked || !stored) return
    mailbox.markDelivered(stored, peer.clientId)
    delivered++
  }

  const onMessage = (peer: Peer, raw: RawData) => {
    let frame: RelayFrame
    try {
      // A deeply nested junk frame is refused from its bytes, before it costs a string of its size.
      frame = parseRelayFrame(frameBuffer(raw))
    } catch (error) {
      if (error instanceof RelayJsonTooDeepError)
        return answerError(peer, 'null', {
          ...RPC_ERRORS.invalidRequest,
          message: `Invalid Request: ${error.message}`,
        })
      return answerError(peer, 'null', RPC_ERRORS.parse)
    }
    const early = refusedPublish(peer, frame)
    if (early) return answerError(peer, early.id, early.error)
    const parsed = frame.complete()
    const value = parsed.value
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
    if (isObject && !('method' in value)) {
      const response = relayResponseSchema.safeParse(value)
      // An answer carries exactly one of result and error; anything else is not an ack.
      if (response.success && ('result' in value ? !('error' in value) : 'error' in value))
        return onResponse(peer, response.data.id, 'result' in value)
    }
    const request = relayRequestSchema.safeParse(value)
    if (!request.success) {
      const id = isObject && 'id' in value ? idOf(value.id, parsed.bigIntegers) : 'null'
      return answerError(peer, id, RPC_ERRORS.invalidRequest)
    }
    const id = formatRelayId(request.data.id, parsed.bigIntegers)
    const outcome = handle(peer, request.data.method, request.data.params)
    if ('error' in outcome) return answerError(peer, id, outcome.error)
    if ('resultParts' in outcome)
      return send(peer, [`{"id":${id},"jsonrpc":"2.0","result":`, ...outcome.resultParts, '}'])
    send(peer, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(outcome.result)}}`)
    outcome.after?.()
  }

  const accept = (socket: WebSocket, clientId: string, projectId: string) => {
    const project = projects.get(projectId) ?? {
      sockets: 0,
      publishes: createTokenBucket({
        burst: limits.projectPublishBurst,
        perSecond: limits.projectPublishPerSecond,
      }),
      publishBytes: createTokenBucket({
        burst: limits.projectPublishBytesBurst,
        perSecond: limits.projectPublishBytesPerSecond,
      }),
    }
    project.sockets++
    projects.set(projectId, project)
    const peer: Peer = {
      socket,
      clientId,
      projectId,
      topics: new Set(),
      pingNonce: undefined,
      publishes: createTokenBucket({ burst: RELAY_PUBLISH_BURST, perSecond: RELAY_PUBLISH_PER_SECOND }),
      publishBytes: createTokenBucket({
        burst: limits.publishBytesBurst,
        perSecond: limits.publishBytesPerSecond,
      }),
      inbound: createTokenBucket({
        burst: limits.inboundBytesBurst,
        perSecond: limits.inboundBytesPerSecond,
      }),
      awaitingAck: new Map(),
      inFlight: new Set(),
      deferred: new Set(),
      queuedBytes: 0,
      closed: false,
    }
    peers.add(peer)
    socket.on('pong', (data) => {
      // Only the echo of our own ping counts: unsolicited pongs prove nothing about reading.
      if (peer.pingNonce !== undefined && data.toString() === peer.pingNonce) peer.pingNonce = undefined
    })
    socket.on('message', (raw) => {
      try {
        if (socket.readyState !== socket.OPEN) return
        // A socket sending faster than any client needs is closed before its frames cost a parse.
        if (!peer.inbound.take(frameBytes(raw))) {
          dropped++
          return socket.close(1008, 'sending too fast')
        }
        onMessage(peer, raw)
      } catch (error) {
        logHandlerError('relay message', error)
        socket.close(1011, 'internal error')
      }
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      if (peer.closed) return
      peer.closed = true
      bufferedBytes -= peer.queuedBytes
      peer.queuedBytes = 0
      peers.delete(peer)
      for (const topic of [...peer.topics]) unsubscribe(peer, topic)
      peer.awaitingAck.clear()
      peer.inFlight.clear()
      peer.deferred.clear()
      if (--project.sockets === 0) projects.delete(projectId)
    })
  }

  // Clients terminate a socket that hears no ping for 35 s; we ping with a fresh nonce, and drop peers whose pong does not echo it.
  const heartbeat = setInterval(() => {
    try {
      for (const peer of peers) {
        if (peer.pingNonce !== undefined) {
          dropPeer(peer)
          continue
        }
        peer.pingNonce = randomBytes(8).toString('hex')
        peer.socket.ping(peer.pingNonce)
      }
      mailbox.sweep()
      projectCache.prune()
    } catch (error) {
      logHandlerError('relay heartbeat', error)
    }
  }, parameters.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  heartbeat.unref()

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => {
      boundPort = (server.address() as AddressInfo).port
      publicUrl = parameters.publicUrl ?? `ws://${parameters.host}:${boundPort}`
      resolve({
        url: publicUrl,
        port: boundPort,
        stats: () => ({
          sockets: peers.size,
          topics: subscribers.size,
          subscriptions,
          messages: mailbox.size,
          storedBytes: mailbox.bytes,
          bufferedBytes,
          projectsCached: projectCache.size,
          published,
          delivered,
          dropped,
        }),
        close: () =>
          new Promise<void>((done) => {
            clearInterval(heartbeat)
            for (const peer of peers) peer.socket.terminate()
            webSockets.close()
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** A request id as the answer writes it: kept when it is a valid id, else null. */
function idOf(id: unknown, bigIntegers: Set<string>): string {
  if (typeof id === 'number' && Number.isFinite(id)) return JSON.stringify(id)
  if (typeof id === 'string' && id.length <= 64) return formatRelayId(id, bigIntegers)
  return 'null'
}

/** A part at least this long is sent as a fragment of its own; shorter parts are joined (one write, one frame). */
const FRAGMENT_MIN_CHARS = 16 * 1024

/** The fragments of a message given in parts: each big part on its own, the small parts between joined. */
function fragmentsOf(parts: readonly string[]): string[] {
  const fragments: string[] = []
  let small = ''
  for (const part of parts) {
    if (part.length < FRAGMENT_MIN_CHARS) {
      small += part
      continue
    }
    if (small !== '') fragments.push(small)
    small = ''
    fragments.push(part)
  }
  if (small !== '' || fragments.length === 0) fragments.push(small)
  return fragments
}

/** A received frame as one Buffer, whichever form `ws` hands it in (not copied when it is one already). */
function frameBuffer(raw: RawData): Buffer {
  if (Array.isArray(raw)) return Buffer.concat(raw)
  return Buffer.isBuffer(raw) ? raw : Buffer.from(raw)
}

/** The size of a received frame, whichever form `ws` hands it in. */
function frameBytes(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((sum, part) => sum + part.byteLength, 0)
  return raw.byteLength
}

const lengthOf = (text: string) => text.length

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
