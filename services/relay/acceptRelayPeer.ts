import { randomBytes, randomUUID } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import { logHandlerError } from '../logHandlerError.js'
import { receiveRelayFrame } from './receiveRelayFrame.js'
import { dropPeer } from './relaySend.js'
import type { Peer, RelayProjectUse, RelayState } from './relayState.js'
import { unsubscribe } from './relaySubscriptions.js'

/** Takes an upgraded socket of a client whose token and project were checked: its limits, frames and close. */
export function acceptRelayPeer(
  relay: RelayState,
  socket: WebSocket,
  clientId: string,
  projectId: string,
  address: string,
): void {
  const project: RelayProjectUse = relay.projects.get(projectId) ?? { sockets: 0 }
  project.sockets++
  relay.projects.set(projectId, project)
  const peer: Peer = {
    socket,
    clientId,
    projectId,
    key: randomUUID(),
    address,
    unread: [],
    unreadBytes: 0,
    reading: false,
    topics: new Set(),
    pingNonce: undefined,
    awaitingAck: new Map(),
    inFlight: new Set(),
    deferred: new Set(),
    queuedBytes: 0,
    closed: false,
  }
  relay.peers.add(peer)
  socket.on('pong', (data) => {
    // Only the echo of our own ping counts: unsolicited pongs prove nothing about reading.
    if (peer.pingNonce !== undefined && data.toString() === peer.pingNonce) peer.pingNonce = undefined
  })
  socket.on('message', (raw) => {
    if (socket.readyState !== socket.OPEN) return
    // Frames wait their turn, so the awaited limits keep them in order; a socket far ahead of its reads is closed.
    peer.unread.push(raw)
    peer.unreadBytes += frameBytes(raw)
    if (peer.unreadBytes > relay.limits.unreadBytesPerSocket) return tooFast(relay, peer)
    if (!peer.reading) void readFrames(relay, peer)
  })
  socket.on('error', () => socket.terminate())
  socket.on('close', () => {
    if (peer.closed) return
    peer.closed = true
    relay.bufferedBytes -= peer.queuedBytes
    peer.queuedBytes = 0
    relay.peers.delete(peer)
    for (const topic of [...peer.topics]) unsubscribe(relay, peer, topic)
    peer.awaitingAck.clear()
    peer.inFlight.clear()
    peer.deferred.clear()
    peer.unread.length = 0
    peer.unreadBytes = 0
    if (--project.sockets === 0) relay.projects.delete(projectId)
  })
}

/** Closes a socket sending faster than any client needs, before its frames cost a parse. */
function tooFast(relay: RelayState, peer: Peer): void {
  relay.dropped++
  peer.unread.length = 0
  peer.unreadBytes = 0
  peer.socket.close(1008, 'sending too fast')
}

/** Reads the socket's waiting frames one at a time: each is counted against its inbound bytes, then handled. */
async function readFrames(relay: RelayState, peer: Peer): Promise<void> {
  peer.reading = true
  try {
    for (let raw = peer.unread.shift(); raw !== undefined; raw = peer.unread.shift()) {
      const bytes = frameBytes(raw)
      peer.unreadBytes -= bytes
      if (peer.closed || peer.socket.readyState !== peer.socket.OPEN) return
      if ((await relay.rates.inboundBytesPerSocket.take(peer.key, bytes)) !== undefined)
        return tooFast(relay, peer)
      // A socket closed while its limits were awaited takes nothing more (no subscription outlives its close).
      if (peer.closed) return
      await receiveRelayFrame(relay, peer, raw)
    }
  } catch (error) {
    logHandlerError('relay message', error)
    peer.socket.close(1011, 'internal error')
  } finally {
    peer.reading = false
  }
}

/** Pings every socket with a fresh nonce, and drops those whose pong to the last ping did not echo it. */
export function pingPeers(relay: RelayState): void {
  for (const peer of relay.peers) {
    if (peer.pingNonce !== undefined) {
      dropPeer(relay, peer)
      continue
    }
    peer.pingNonce = randomBytes(8).toString('hex')
    peer.socket.ping(peer.pingNonce)
  }
}

/** The size of a received frame, whichever form `ws` hands it in. */
function frameBytes(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((sum, part) => sum + part.byteLength, 0)
  return raw.byteLength
}
