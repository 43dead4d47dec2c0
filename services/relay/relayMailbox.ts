import { createHash } from 'node:crypto'
import type { RelayMessageEvent } from '../../kernel/protocol/relay.js'
import {
  RELAY_MAX_MESSAGES,
  RELAY_MAX_MESSAGES_PER_TOPIC,
  RELAY_MAX_TTL_SECONDS,
  RELAY_RECENTLY_DELETED_LIMIT,
} from '../constants.js'

export type StoredMessage = RelayMessageEvent & {
  hash: string
  expiresAt: number
  /** The client id of the publisher: a message is never echoed to it. */
  senderId: string
  /** Client ids that acknowledged it (or fetched it): not delivered to them again. */
  deliveredTo: Set<string>
}

export type PublishInput = {
  topic: string
  message: string
  ttlSeconds: number
  senderId: string
  attestation?: string | null | undefined
  tag?: number | undefined
}

export const hashRelayMessage = (message: string) => createHash('sha256').update(message).digest('hex')

/** The relay's messages by topic, kept until their ttl so late subscribers get them; bounded in count. */
export function createRelayMailbox(now: () => number = Date.now) {
  const byTopic = new Map<string, Map<string, StoredMessage>>()
  let count = 0
  let recentlyDeleted: string[] = []

  const forget = (stored: StoredMessage) => {
    const topicMessages = byTopic.get(stored.topic)
    if (!topicMessages?.delete(stored.hash)) return
    count--
    if (topicMessages.size === 0) byTopic.delete(stored.topic)
    recentlyDeleted.push(`${stored.topic}:${stored.hash}`)
    if (recentlyDeleted.length > RELAY_RECENTLY_DELETED_LIMIT)
      recentlyDeleted = recentlyDeleted.slice(RELAY_RECENTLY_DELETED_LIMIT / 2)
  }

  const sweep = () => {
    const time = now()
    for (const topicMessages of byTopic.values())
      for (const stored of topicMessages.values()) if (stored.expiresAt <= time) forget(stored)
  }

  const oldest = (): StoredMessage | undefined => {
    let found: StoredMessage | undefined
    for (const topicMessages of byTopic.values()) {
      const first = topicMessages.values().next().value
      if (first && (!found || first.publishedAt < found.publishedAt)) found = first
    }
    return found
  }

  return {
    /** Stores a message; undefined when it is a duplicate (same topic and message) and must be dropped. */
    add(input: PublishInput): StoredMessage | undefined {
      const hash = hashRelayMessage(input.message)
      const topicMessages = byTopic.get(input.topic) ?? new Map<string, StoredMessage>()
      if (topicMessages.has(hash) || recentlyDeleted.includes(`${input.topic}:${hash}`)) return undefined
      const publishedAt = now()
      const stored: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        attestation: input.attestation ?? null,
        ...(input.tag === undefined ? {} : { tag: input.tag }),
        hash,
        expiresAt: publishedAt + Math.min(input.ttlSeconds, RELAY_MAX_TTL_SECONDS) * 1000,
        senderId: input.senderId,
        deliveredTo: new Set(),
      }
      topicMessages.set(hash, stored)
      byTopic.set(input.topic, topicMessages)
      count++
      if (topicMessages.size > RELAY_MAX_MESSAGES_PER_TOPIC) {
        const first = topicMessages.values().next().value
        if (first) forget(first)
      }
      if (count > RELAY_MAX_MESSAGES) sweep()
      while (count > RELAY_MAX_MESSAGES) {
        const first = oldest()
        if (!first) break
        forget(first)
      }
      return stored
    },
    /** Live messages of a topic that this client neither sent nor received yet. */
    pendingFor(topic: string, clientId: string): StoredMessage[] {
      const time = now()
      const topicMessages = byTopic.get(topic)
      if (!topicMessages) return []
      const pending: StoredMessage[] = []
      for (const stored of topicMessages.values()) {
        if (stored.expiresAt <= time) forget(stored)
        else if (stored.senderId !== clientId && !stored.deliveredTo.has(clientId)) pending.push(stored)
      }
      return pending
    },
    sweep,
    get size() {
      return count
    },
  }
}
export type RelayMailbox = ReturnType<typeof createRelayMailbox>
