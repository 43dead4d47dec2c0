import { createHash } from 'node:crypto'
import type { RelayMessageEvent } from '../../plugins/walletconnect/protocol/relay.js'
import {
  RELAY_MAX_DELIVERED_PER_MESSAGE,
  RELAY_MAX_MESSAGES,
  RELAY_MAX_MESSAGES_PER_TOPIC,
  RELAY_MAX_PROJECT_BYTES,
  RELAY_MAX_STORED_BYTES,
  RELAY_MAX_TOPIC_BYTES,
  RELAY_MAX_TTL_SECONDS,
  RELAY_RECENTLY_DELETED_LIMIT,
} from '../constants.js'

/** A sweep reads every stored message: when the mailbox stays full, one a second is enough. */
const SWEEP_AT_MOST_EVERY_MS = 1_000

/** What a stored message costs besides its text: the record, its keys and its delivered set. */
const STORED_OVERHEAD_BYTES = 512

export type StoredMessage = {
  topic: string
  publishedAt: number
  /**
   * The message as a push or a fetch answer carries it (RelayMessageEvent's JSON), in parts that are written one
   * after the other: made once, not per subscriber, and holding the published message itself, not a copy of it.
   */
  jsonParts: readonly string[]
  /** `topic:hash`: the message's name in the mailbox (pushes awaiting an ack refer to it by this). */
  key: string
  hash: string
  expiresAt: number
  /** The client id of the publisher: a message is never echoed to it. */
  senderId: string
  /** The project of the publisher: its stored bytes count against that project. */
  projectId: string
  /** What the message counts for against the byte limits. */
  bytes: number
  /** Client ids that acknowledged it (or fetched it): not delivered to them again. */
  deliveredTo: Set<string>
}

export type PublishInput = {
  topic: string
  message: string
  ttlSeconds: number
  senderId: string
  projectId: string
  attestation?: string | null | undefined
  tag?: number | undefined
}

export type RelayMailboxLimits = {
  perTopicMessages: number
  messages: number
  perTopicBytes: number
  perProjectBytes: number
  bytes: number
}

export const RELAY_MAILBOX_LIMITS: RelayMailboxLimits = {
  perTopicMessages: RELAY_MAX_MESSAGES_PER_TOPIC,
  messages: RELAY_MAX_MESSAGES,
  perTopicBytes: RELAY_MAX_TOPIC_BYTES,
  perProjectBytes: RELAY_MAX_PROJECT_BYTES,
  bytes: RELAY_MAX_STORED_BYTES,
}

const hashRelayMessage = (message: string) => createHash('sha256').update(message).digest('hex')

/** What JSON.stringify would escape in a string: quote, backslash, control characters, lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON.stringify escapes exactly these control characters
const NEEDS_ESCAPE = /["\\\u0000-\u001f]|\p{Surrogate}/u

/**
 * A string as JSON, in parts: one with nothing to escape is quoted around itself, so a big message is held as
 * it was read (decoded alone from its frame, see parseRelayFrame, or a slice of the frame's text), not copied.
 */
const jsonStringParts = (text: string): string[] =>
  NEEDS_ESCAPE.test(text) ? [JSON.stringify(text)] : ['"', text, '"']

/** RelayMessageEvent's JSON, exactly as JSON.stringify writes it (same keys in the same order), in parts. */
function relayMessageEventJsonParts(event: RelayMessageEvent): string[] {
  return [
    `{"topic":${JSON.stringify(event.topic)},"message":`,
    ...jsonStringParts(event.message),
    `,"publishedAt":${JSON.stringify(event.publishedAt)},"attestation":${JSON.stringify(event.attestation)}${event.tag === undefined ? '' : `,"tag":${JSON.stringify(event.tag)}`}}`,
  ]
}

/** A group of messages in age order with the bytes they hold. */
type Shelf = { messages: Map<string, StoredMessage>; bytes: number }

const firstOf = (shelf: Shelf | undefined) => shelf?.messages.values().next().value

/**
 * The relay's messages by topic, kept until their ttl so late subscribers get them; bounded in count and
 * in bytes per topic, per project and in all (the oldest go first).
 */
export function createRelayMailbox(now: () => number = Date.now, limits = RELAY_MAILBOX_LIMITS) {
  const byTopic = new Map<string, Shelf>()
  const byProject = new Map<string, Shelf>()
  const all: Shelf = { messages: new Map(), bytes: 0 }
  let recentlyDeleted: string[] = []

  const take = (shelves: Map<string, Shelf>, name: string, stored: StoredMessage) => {
    const shelf = shelves.get(name)
    if (!shelf?.messages.delete(stored.key)) return
    shelf.bytes -= stored.bytes
    if (shelf.messages.size === 0) shelves.delete(name)
  }

  const forget = (stored: StoredMessage) => {
    if (!all.messages.delete(stored.key)) return
    all.bytes -= stored.bytes
    take(byTopic, stored.topic, stored)
    take(byProject, stored.projectId, stored)
    recentlyDeleted.push(stored.key)
    if (recentlyDeleted.length > RELAY_RECENTLY_DELETED_LIMIT)
      recentlyDeleted = recentlyDeleted.slice(RELAY_RECENTLY_DELETED_LIMIT / 2)
  }

  let sweptAt = Number.NEGATIVE_INFINITY
  const sweep = () => {
    const time = now()
    sweptAt = time
    for (const stored of [...all.messages.values()]) if (stored.expiresAt <= time) forget(stored)
  }

  const put = (shelves: Map<string, Shelf>, name: string, stored: StoredMessage): Shelf => {
    const shelf = shelves.get(name) ?? { messages: new Map(), bytes: 0 }
    shelf.messages.set(stored.key, stored)
    shelf.bytes += stored.bytes
    shelves.set(name, shelf)
    return shelf
  }

  return {
    /** Stores a message; undefined when it is a duplicate (same topic and message) and must be dropped. */
    add(input: PublishInput): StoredMessage | undefined {
      const hash = hashRelayMessage(input.message)
      const key = `${input.topic}:${hash}`
      if (all.messages.has(key) || recentlyDeleted.includes(key)) return undefined
      const publishedAt = now()
      const attestation = input.attestation ?? null
      const event: RelayMessageEvent = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        attestation,
        ...(input.tag === undefined ? {} : { tag: input.tag }),
      }
      const jsonParts = relayMessageEventJsonParts(event)
      const stored: StoredMessage = {
        topic: input.topic,
        publishedAt,
        jsonParts,
        key,
        hash,
        expiresAt: publishedAt + Math.min(input.ttlSeconds, RELAY_MAX_TTL_SECONDS) * 1000,
        senderId: input.senderId,
        projectId: input.projectId,
        bytes: jsonParts.reduce((sum, part) => sum + part.length, STORED_OVERHEAD_BYTES),
        deliveredTo: new Set(),
      }
      put(byTopic, stored.topic, stored)
      put(byProject, stored.projectId, stored)
      all.messages.set(key, stored)
      all.bytes += stored.bytes
      // The oldest go first: of the topic, then of the project, then of all (expired ones before any live one).
      const topic = () => byTopic.get(stored.topic)
      while (
        (topic()?.messages.size ?? 0) > limits.perTopicMessages ||
        (topic()?.bytes ?? 0) > limits.perTopicBytes
      ) {
        const first = firstOf(topic())
        if (!first || first === stored) break
        forget(first)
      }
      const project = () => byProject.get(stored.projectId)
      while ((project()?.bytes ?? 0) > limits.perProjectBytes) {
        const first = firstOf(project())
        if (!first || first === stored) break
        forget(first)
      }
      // A full mailbox first drops what has expired, but at most once a second: a sweep reads every message.
      const full = all.messages.size > limits.messages || all.bytes > limits.bytes
      if (full && now() - sweptAt >= SWEEP_AT_MOST_EVERY_MS) sweep()
      while (all.messages.size > limits.messages || all.bytes > limits.bytes) {
        const first = firstOf(all)
        if (!first || first === stored) break
        forget(first)
      }
      return stored
    },
    /** A stored message by its key, while it is kept. */
    get(key: string): StoredMessage | undefined {
      return all.messages.get(key)
    },
    /** Records that a client has the message; the set is bounded, a client forgotten may be offered it again (clients drop duplicates). */
    markDelivered(stored: StoredMessage, clientId: string) {
      stored.deliveredTo.add(clientId)
      if (stored.deliveredTo.size > RELAY_MAX_DELIVERED_PER_MESSAGE) {
        const first = stored.deliveredTo.values().next().value
        if (first !== undefined) stored.deliveredTo.delete(first)
      }
    },
    /** Live messages of a topic that this client neither sent nor received yet, oldest first. */
    pendingFor(topic: string, clientId: string): StoredMessage[] {
      const time = now()
      const shelf = byTopic.get(topic)
      if (!shelf) return []
      const pending: StoredMessage[] = []
      for (const stored of [...shelf.messages.values()]) {
        if (stored.expiresAt <= time) forget(stored)
        else if (stored.senderId !== clientId && !stored.deliveredTo.has(clientId)) pending.push(stored)
      }
      return pending
    },
    sweep,
    get size() {
      return all.messages.size
    },
    get bytes() {
      return all.bytes
    },
    bytesOfProject(projectId: string): number {
      return byProject.get(projectId)?.bytes ?? 0
    },
    bytesOfTopic(topic: string): number {
      return byTopic.get(topic)?.bytes ?? 0
    },
  }
}
export type RelayMailbox = ReturnType<typeof createRelayMailbox>
