import { createHash } from 'node:crypto'
import { RELAY_MAX_UNACKED_PER_SOCKET } from '../constants.js'
import type { StoredMessage } from './relayMailbox.js'
import type { Peer, RelayState } from './relayState.js'

/** Pushes stop (and wait for the socket to drain) while this much is queued to one socket. */
const PUSH_HIGH_WATER_BYTES = 256 * 1024

/** A part at least this long is sent as a fragment of its own; shorter parts are joined (one write, one frame). */
const FRAGMENT_MIN_CHARS = 16 * 1024

/** Closes a socket that does not keep up; counted as dropped. */
export function dropPeer(relay: RelayState, peer: Peer): void {
  if (peer.closed) return
  relay.dropped++
  peer.socket.terminate()
}

/**
 * Queues a message to one socket; a socket that has not drained what it was given is closed instead. A message
 * given in parts (a push or a fetch answer around stored messages' JSON) sends each big part as a fragment of its
 * own, a string the socket writes as it is: joining them would copy each big message once more per subscriber, on
 * the heap as a string or outside it as a Buffer (whose pressure also makes the collector run).
 */
export function send(relay: RelayState, peer: Peer, message: string | readonly string[]) {
  if (peer.closed || peer.socket.readyState !== peer.socket.OPEN) return
  const parts = typeof message === 'string' ? [message] : fragmentsOf(message)
  let bytes = 0
  for (const part of parts) bytes += Buffer.byteLength(part)
  if (peer.queuedBytes + bytes > relay.limits.socketBufferBytes) return dropPeer(relay, peer)
  peer.queuedBytes += bytes
  relay.bufferedBytes += bytes
  const written = () => {
    if (peer.closed) return
    peer.queuedBytes -= bytes
    relay.bufferedBytes -= bytes
    if (peer.queuedBytes === 0 && peer.deferred.size > 0) setImmediate(() => resumeDeferred(relay, peer))
  }
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1
    peer.socket.send(part, { fin: last }, last ? written : undefined)
  }
  if (relay.bufferedBytes > relay.limits.bufferedBytes) {
    let largest = peer
    for (const other of relay.peers) if (other.queuedBytes > largest.queuedBytes) largest = other
    dropPeer(relay, largest)
  }
}

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

/** The subscription id a client is given for a topic (and finds in each push). */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

/** Pushes one message, or defers its topic while the socket is still writing out earlier ones. */
function push(relay: RelayState, peer: Peer, stored: StoredMessage): boolean {
  if (peer.closed || peer.inFlight.has(stored.key)) return true
  if (peer.queuedBytes > PUSH_HIGH_WATER_BYTES) {
    peer.deferred.add(stored.topic)
    return false
  }
  const id = relay.nextPushId++
  peer.awaitingAck.set(id, stored.key)
  peer.inFlight.add(stored.key)
  // A client that never acks must not grow this without bound; an unacked message is simply offered again later.
  if (peer.awaitingAck.size > RELAY_MAX_UNACKED_PER_SOCKET) {
    const [oldestId, oldestKey] = peer.awaitingAck.entries().next().value ?? []
    if (oldestId !== undefined) peer.awaitingAck.delete(oldestId)
    if (oldestKey !== undefined) peer.inFlight.delete(oldestKey)
  }
  // The message's JSON was made once when it was stored: a push only wraps it (no per-subscriber stringify).
  send(relay, peer, [
    `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionId(stored.topic, peer.clientId)}","data":`,
    ...stored.jsonParts,
    '}}',
  ])
  return true
}

/** Pushes what the topic holds for the socket's client, until the socket must drain first. */
export function deliverPending(relay: RelayState, peer: Peer, topic: string): void {
  if (!peer.topics.has(topic)) return
  for (const stored of relay.mailbox.pendingFor(topic, peer.clientId)) if (!push(relay, peer, stored)) return
}

function resumeDeferred(relay: RelayState, peer: Peer): void {
  if (peer.closed) return
  const topics = [...peer.deferred]
  peer.deferred.clear()
  for (const topic of topics) deliverPending(relay, peer, topic)
}

/** Pushes a stored message to every subscriber of its topic but its sender. */
export function fanOut(relay: RelayState, stored: StoredMessage): void {
  for (const subscriber of relay.subscribers.get(stored.topic) ?? [])
    if (subscriber.clientId !== stored.senderId) push(relay, subscriber, stored)
}
