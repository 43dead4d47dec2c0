import { createHash } from 'node:crypto'
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
  type RelayMessageEvent,
  relayRequestSchema,
  relayResponseSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from '../../kernel/protocol/relay.js'
import {
  RELAY_DEFAULT_TTL_SECONDS,
  RELAY_MAX_FRAME_BYTES,
  RELAY_MAX_MESSAGE_CHARS,
  RELAY_MAX_TOPICS_PER_SOCKET,
  RELAY_MAX_UNACKED_PER_SOCKET,
  RELAY_PING_INTERVAL_MS,
  RELAY_PROJECT_CACHE_MS,
  RELAY_PUBLISH_BURST,
  RELAY_PUBLISH_PER_SECOND,
  RELAY_REFUSAL_CLOSE_CODE,
  RELAY_REFUSAL_REASONS,
} from '../constants.js'
import { formatRelayId, parseRelayJson } from './parseRelayJson.js'
import type { RelayBackend } from './redisRelayBackend.js'
import { createRelayMailbox, type StoredMessage } from './relayMailbox.js'
import { RelayAuthError, RelayTokenNotYetValidError, verifyRelayJwt } from './verifyRelayJwt.js'

export type StartRelayServerParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** Whether the services know this project id (the services' project lookup). */
  isKnownProject: (projectId: string) => Promise<boolean>
  /** Ping interval; defaults to RELAY_PING_INTERVAL_MS. */
  pingIntervalMs?: number
  /** Shares messages with other relay instances (the optional Redis backend); in-memory alone without it. */
  backend?: RelayBackend | undefined
}

export type RelayServer = {
  /** `ws://host:port`: what clients pass as relayUrl (and sign as their token's audience). */
  url: string
  port: number
  /** Counters for tests and the report. */
  stats(): { sockets: number; topics: number; messages: number; published: number; delivered: number }
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

type Peer = {
  socket: WebSocket
  clientId: string
  topics: Set<string>
  alive: boolean
  tokens: number
  refilledAt: number
  /** Ids of our irn_subscription pushes still waiting for the ack, with what they carried. */
  awaitingAck: Map<number, StoredMessage>
}

/** Starts the WalletConnect-compatible relay (irn_* JSON-RPC over `ws`) on host:port. */
export function startRelayServer(parameters: StartRelayServerParameters): Promise<RelayServer> {
  const mailbox = createRelayMailbox()
  const subscribers = new Map<string, Set<Peer>>()
  const peers = new Set<Peer>()
  const projectCache = new Map<string, { known: boolean; at: number }>()
  let nextPushId = Date.now() * 1000
  let published = 0
  let delivered = 0
  let boundPort = parameters.port
  const instanceId = crypto.randomUUID()

  const webSockets = new WebSocketServer({ noServer: true, maxPayload: RELAY_MAX_FRAME_BYTES })
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('this is a WalletConnect relay: connect with a websocket\n')
  })

  const isKnownProject = async (projectId: string) => {
    const cached = projectCache.get(projectId)
    if (cached && Date.now() - cached.at < RELAY_PROJECT_CACHE_MS) return cached.known
    const known = await parameters.isKnownProject(projectId)
    projectCache.set(projectId, { known, at: Date.now() })
    return known
  }

  const refuse = (socket: Duplex, reason: string) => {
    const body = `${reason}\n`
    socket.end(
      `HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }

  /** A refusal the page must read: the socket opens and closes at once with code 3000 and the reason. */
  const refuseOverSocket = (request: IncomingMessage, socket: Duplex, head: Buffer, reason: string) =>
    webSockets.handleUpgrade(request, socket, head, (ws) => ws.close(RELAY_REFUSAL_CLOSE_CODE, reason))

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'ws://relay')
    const auth = url.searchParams.get('auth')
    const projectId = url.searchParams.get('projectId')
    if (!auth || !projectId) return refuse(socket, 'auth and projectId are required')
    const host = request.headers.host ?? `${parameters.host}:${boundPort}`
    let clientId: string
    try {
      clientId = verifyRelayJwt({ jwt: auth, audiences: [`ws://${host}`, `wss://${host}`] }).clientId
    } catch (error) {
      if (error instanceof RelayTokenNotYetValidError)
        return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.tokenNotYetValid)
      return refuse(socket, error instanceof RelayAuthError ? error.message : 'invalid auth token')
    }
    isKnownProject(projectId).then(
      (known) => {
        if (!known) return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.unknownProject)
        webSockets.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId))
      },
      () => refuse(socket, 'project lookup failed'),
    )
  })

  const send = (peer: Peer, text: string) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(text)
  }

  const subscriptionId = (topic: string, clientId: string) =>
    createHash('sha256')
      .update(topic + clientId)
      .digest('hex')

  const push = (peer: Peer, stored: StoredMessage) => {
    const id = nextPushId++
    peer.awaitingAck.set(id, stored)
    // A client that never acks must not grow this without bound; an unacked message is simply offered again later.
    if (peer.awaitingAck.size > RELAY_MAX_UNACKED_PER_SOCKET) {
      const oldest = peer.awaitingAck.keys().next().value
      if (oldest !== undefined) peer.awaitingAck.delete(oldest)
    }
    const data: RelayMessageEvent = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      attestation: stored.attestation ?? null,
      ...(stored.tag === undefined ? {} : { tag: stored.tag }),
    }
    send(
      peer,
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(stored.topic, peer.clientId), data },
      }),
    )
  }

  const subscribe = (peer: Peer, topic: string) => {
    if (!peer.topics.has(topic)) {
      if (peer.topics.size >= RELAY_MAX_TOPICS_PER_SOCKET) return false
      peer.topics.add(topic)
      const set = subscribers.get(topic) ?? new Set()
      set.add(peer)
      subscribers.set(topic, set)
    }
    return true
  }

  const deliverPending = (peer: Peer, topic: string) => {
    for (const stored of mailbox.pendingFor(topic, peer.clientId)) push(peer, stored)
  }

  const unsubscribe = (peer: Peer, topic: string) => {
    peer.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const takePublishToken = (peer: Peer) => {
    const time = Date.now()
    peer.tokens = Math.min(
      RELAY_PUBLISH_BURST,
      peer.tokens + ((time - peer.refilledAt) / 1000) * RELAY_PUBLISH_PER_SECOND,
    )
    peer.refilledAt = time
    if (peer.tokens < 1) return false
    peer.tokens--
    return true
  }

  const publish = (
    peer: Peer,
    input: {
      topic: string
      message: string
      ttl?: number | undefined
      attestation?: string | null | undefined
      tag?: number | undefined
    },
  ) => {
    const stored = mailbox.add({
      topic: input.topic,
      message: input.message,
      ttlSeconds: input.ttl ?? RELAY_DEFAULT_TTL_SECONDS,
      senderId: peer.clientId,
      attestation: input.attestation,
      tag: input.tag,
    })
    if (!stored) return
    published++
    fanOut(stored)
    parameters.backend?.share({
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      attestation: stored.attestation ?? null,
      ...(stored.tag === undefined ? {} : { tag: stored.tag }),
      ttlSeconds: input.ttl ?? RELAY_DEFAULT_TTL_SECONDS,
      senderId: peer.clientId,
      origin: instanceId,
    })
  }

  const fanOut = (stored: StoredMessage) => {
    for (const subscriber of subscribers.get(stored.topic) ?? [])
      if (subscriber.clientId !== stored.senderId) push(subscriber, stored)
  }

  // What other instances stored: kept here too (late subscribers) and pushed to this instance's subscribers.
  parameters.backend?.onShared((shared) => {
    if (shared.origin === instanceId) return
    const stored = mailbox.add({
      topic: shared.topic,
      message: shared.message,
      ttlSeconds: shared.ttlSeconds,
      senderId: shared.senderId,
      attestation: shared.attestation,
      tag: shared.tag,
    })
    if (stored) fanOut(stored)
  })

  const oversized = (...messages: string[]) =>
    messages.some((message) => message.length > RELAY_MAX_MESSAGE_CHARS)

  type Outcome = { result: unknown; after?: () => void } | { error: { code: number; message: string } }

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
        if (oversized(parsed.data.message))
          return limited(`message over ${RELAY_MAX_MESSAGE_CHARS} characters`)
        if (!takePublishToken(peer)) return limited('too many publishes, slow down')
        publish(peer, parsed.data)
        return { result: true }
      }
      case 'irn_subscribe': {
        const parsed = subscribeParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { topic } = parsed.data
        if (!subscribe(peer, topic)) return limited('too many topics on this socket')
        return { result: subscriptionId(topic, peer.clientId), after: () => deliverPending(peer, topic) }
      }
      case 'irn_batchSubscribe': {
        const parsed = batchTopicsParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { topics } = parsed.data
        if (!topics.every((topic) => subscribe(peer, topic))) return limited('too many topics on this socket')
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
        const messages: RelayMessageEvent[] = []
        for (const topic of parsed.data.topics)
          for (const stored of mailbox.pendingFor(topic, peer.clientId)) {
            stored.deliveredTo.add(peer.clientId)
            messages.push({
              topic: stored.topic,
              message: stored.message,
              publishedAt: stored.publishedAt,
              attestation: stored.attestation ?? null,
              ...(stored.tag === undefined ? {} : { tag: stored.tag }),
            })
          }
        return { result: { messages, hasMore: false } }
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
        if (oversized(sessionProposal)) return limited(`message over ${RELAY_MAX_MESSAGE_CHARS} characters`)
        if (!takePublishToken(peer)) return limited('too many publishes, slow down')
        if (!subscribe(peer, pairingTopic)) return limited('too many topics on this socket')
        publish(peer, { topic: pairingTopic, message: sessionProposal, ...rest })
        return { result: true, after: () => deliverPending(peer, pairingTopic) }
      }
      case 'wc_approveSession': {
        const parsed = approveSessionParamsSchema.safeParse(params)
        if (!parsed.success) return invalid(parsed.error)
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ...rest } =
          parsed.data
        if (oversized(sessionProposalResponse, sessionSettlementRequest))
          return limited(`message over ${RELAY_MAX_MESSAGE_CHARS} characters`)
        if (!takePublishToken(peer)) return limited('too many publishes, slow down')
        if (!subscribe(peer, sessionTopic)) return limited('too many topics on this socket')
        publish(peer, { topic: pairingTopic, message: sessionProposalResponse, ...rest })
        publish(peer, { topic: sessionTopic, message: sessionSettlementRequest, ...rest })
        return { result: true, after: () => deliverPending(peer, sessionTopic) }
      }
      default:
        return { error: { code: RPC_ERRORS.methodNotFound.code, message: `Method not found: ${method}` } }
    }
  }

  const onMessage = (peer: Peer, raw: RawData) => {
    const text = raw.toString()
    let parsed: ReturnType<typeof parseRelayJson>
    try {
      parsed = parseRelayJson(text)
    } catch {
      return send(peer, JSON.stringify({ id: null, jsonrpc: '2.0', error: RPC_ERRORS.parse }))
    }
    const response = relayResponseSchema.safeParse(parsed.value)
    if (response.success && !('method' in (parsed.value as object))) {
      const id = Number(response.data.id)
      const stored = peer.awaitingAck.get(id)
      if (stored) {
        peer.awaitingAck.delete(id)
        stored.deliveredTo.add(peer.clientId)
        delivered++
      }
      return
    }
    const request = relayRequestSchema.safeParse(parsed.value)
    if (!request.success)
      return send(peer, JSON.stringify({ id: null, jsonrpc: '2.0', error: RPC_ERRORS.invalidRequest }))
    const id = formatRelayId(request.data.id, parsed.bigIntegers)
    const outcome = handle(peer, request.data.method, request.data.params)
    if ('error' in outcome)
      return send(peer, `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify(outcome.error)}}`)
    send(peer, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(outcome.result)}}`)
    outcome.after?.()
  }

  const accept = (socket: WebSocket, clientId: string) => {
    const peer: Peer = {
      socket,
      clientId,
      topics: new Set(),
      alive: true,
      tokens: RELAY_PUBLISH_BURST,
      refilledAt: Date.now(),
      awaitingAck: new Map(),
    }
    peers.add(peer)
    socket.on('pong', () => {
      peer.alive = true
    })
    socket.on('message', (raw) => onMessage(peer, raw))
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      peers.delete(peer)
      for (const topic of [...peer.topics]) unsubscribe(peer, topic)
      peer.awaitingAck.clear()
    })
  }

  // The Node clients terminate a socket that hears no ping for 35 s; we ping, and drop peers that stop answering.
  const heartbeat = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate()
        continue
      }
      peer.alive = false
      peer.socket.ping()
    }
    mailbox.sweep()
  }, parameters.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  heartbeat.unref()

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => {
      boundPort = (server.address() as AddressInfo).port
      resolve({
        url: `ws://${parameters.host}:${boundPort}`,
        port: boundPort,
        stats: () => ({
          sockets: peers.size,
          topics: subscribers.size,
          messages: mailbox.size,
          published,
          delivered,
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
