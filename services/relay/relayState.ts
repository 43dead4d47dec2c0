import type { WebSocket } from 'ws'
import type { RelayBackend } from './redisRelayBackend.js'
import type { RelayLimits } from './relayLimits.js'
import { createRelayMailbox, type RelayMailbox } from './relayMailbox.js'
import type { TokenBucket } from './tokenBucket.js'

/** One open socket of a client. */
export type Peer = {
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

/** A project's open sockets and its shared publish limits. */
export type RelayProjectUse = { sockets: number; publishes: TokenBucket; publishBytes: TokenBucket }

/** What one relay instance holds: its sockets, subscriptions, mailbox and counters. */
export type RelayState = {
  limits: RelayLimits
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
