import {
  RELAY_MAX_SUBSCRIBERS_PER_TOPIC,
  RELAY_MAX_SUBSCRIPTIONS,
  RELAY_MAX_TOPICS_PER_SOCKET,
} from '../constants.js'
import type { Peer, RelayState } from './relayState.js'

/** Subscribes to every topic or, when any limit would be passed, to none of them: the refusal's why, if any. */
export function subscribeAll(relay: RelayState, peer: Peer, topics: readonly string[]): string | undefined {
  const added = [...new Set(topics)].filter((topic) => !peer.topics.has(topic))
  if (peer.topics.size + added.length > RELAY_MAX_TOPICS_PER_SOCKET) return 'too many topics on this socket'
  if (relay.subscriptions + added.length > RELAY_MAX_SUBSCRIPTIONS)
    return 'too many subscriptions on this relay'
  if (added.some((topic) => (relay.subscribers.get(topic)?.size ?? 0) >= RELAY_MAX_SUBSCRIBERS_PER_TOPIC))
    return 'too many subscribers on this topic'
  for (const topic of added) {
    peer.topics.add(topic)
    const set = relay.subscribers.get(topic) ?? new Set()
    set.add(peer)
    relay.subscribers.set(topic, set)
    relay.subscriptions++
  }
  return undefined
}

export function unsubscribe(relay: RelayState, peer: Peer, topic: string): void {
  if (!peer.topics.delete(topic)) return
  relay.subscriptions--
  peer.deferred.delete(topic)
  const set = relay.subscribers.get(topic)
  set?.delete(peer)
  if (set?.size === 0) relay.subscribers.delete(topic)
}
