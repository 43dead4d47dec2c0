import { randomBytes } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import { RELAY_PUBLISH_BURST, RELAY_PUBLISH_PER_SECOND } from '../constants.js'
import { logHandlerError } from '../logHandlerError.js'
import { receiveRelayFrame } from './receiveRelayFrame.js'
import { dropPeer } from './relaySend.js'
import type { Peer, RelayProjectUse, RelayState } from './relayState.js'
import { unsubscribe } from './relaySubscriptions.js'
import { createTokenBucket } from './tokenBucket.js'

/** Takes an upgraded socket of a client whose token and project were checked: its limits, frames and close. */
export function acceptRelayPeer(
  relay: RelayState,
  socket: WebSocket,
  clientId: string,
  projectId: string,
): void {
  const { limits } = relay
  const project: RelayProjectUse = relay.projects.get(projectId) ?? {
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
  relay.projects.set(projectId, project)
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
    inbound: createTokenBucket({ burst: limits.inboundBytesBurst, perSecond: limits.inboundBytesPerSecond }),
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
    try {
      if (socket.readyState !== socket.OPEN) return
      // A socket sending faster than any client needs is closed before its frames cost a parse.
      if (!peer.inbound.take(frameBytes(raw))) {
        relay.dropped++
        return socket.close(1008, 'sending too fast')
      }
      receiveRelayFrame(relay, peer, raw)
    } catch (error) {
      logHandlerError('relay message', error)
      socket.close(1011, 'internal error')
    }
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
    if (--project.sockets === 0) relay.projects.delete(projectId)
  })
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
