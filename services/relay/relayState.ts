import type { RawData, WebSocket } from 'ws'
import { createRateLimit, MEMORY_STORE, type RateLimit } from '../rateLimit.js'
import type { RelayBackend } from './redisRelayBackend.js'
import type { RelayLimits, RelayRateWindows } from './relayLimits.js'
import { createRelayMailbox, type RelayMailbox } from './relayMailbox.js'

/** One open socket of a client. */
export type Peer = {
  socket: WebSocket
  clientId: string
  projectId: string
  /** The socket's own key in the per-socket rate limits. */
  key: string
  /** The client's remote address (services/clientAddress.ts): its key in the per-address limits, within the project. */
  address: string
  /** Frames received and not yet read: each is read in turn, after the awaited limits of the one before. */
  unread: RawData[]
  unreadBytes: number
  reading: boolean
  topics: Set<string>
  /** The payload of our last ping; a pong must echo it, so only a client that reads keeps the socket. */
  pingNonce: string | undefined
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

/** A project's open sockets. */
export type RelayProjectUse = { sockets: number }

/** The relay's rate limits (services/rateLimit.ts), by the names of their windows. */
export type RelayRates = Record<keyof RelayRateWindows, RateLimit>

/** What one relay instance holds: its sockets, subscriptions, mailbox and counters. */
export type RelayState = {
  limits: RelayLimits
  rates: RelayRates
  mailbox: RelayMailbox
  /** The sockets subscribed to each topic. */
  subscribers: Map<string, Set<Peer>>
  peers: Set<Peer>
  projects: Map<string, RelayProjectUse>
  backend: RelayBackend | undefined
  /** Tells this instance's messages apart from the other instances' on the shared backend. */
  instanceId: string
  nextPushId: number
  published: number
  delivered: number
  /** Sockets closed because they did not drain, did not answer a ping, or sent too fast. */
  dropped: number
  subscriptions: number
  /** Bytes given to every socket and not yet written out. */
  bufferedBytes: number
}

export function createRelayState(limits: RelayLimits, backend: RelayBackend | undefined): RelayState {
  return {
    limits,
    rates: relayRates(limits, backend),
    mailbox: createRelayMailbox(Date.now, limits),
    subscribers: new Map(),
    peers: new Set(),
    projects: new Map(),
    backend,
    instanceId: crypto.randomUUID(),
    nextPushId: Date.now() * 1000,
    published: 0,
    delivered: 0,
    dropped: 0,
    subscriptions: 0,
    bufferedBytes: 0,
  }
}

/** Per-socket limits count in this process; per-address, per-project and upgrade limits in the shared store if any. */
function relayRates(limits: RelayLimits, backend: RelayBackend | undefined): RelayRates {
  const shared = backend?.rateLimitStore ?? MEMORY_STORE
  const rate = (name: keyof RelayRateWindows, store = shared) =>
    createRateLimit(`relay:${name}`, limits[name], store)
  return {
    upgradesPerAddress: rate('upgradesPerAddress'),
    inboundBytesPerSocket: rate('inboundBytesPerSocket', MEMORY_STORE),
    publishesPerSocket: rate('publishesPerSocket', MEMORY_STORE),
    publishBytesPerSocket: rate('publishBytesPerSocket', MEMORY_STORE),
    publishesPerAddress: rate('publishesPerAddress'),
    publishBytesPerAddress: rate('publishBytesPerAddress'),
    publishesPerProject: rate('publishesPerProject'),
    publishBytesPerProject: rate('publishBytesPerProject'),
  }
}
