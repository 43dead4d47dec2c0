import type { RelayMessageEvent } from '../../plugins/walletconnect/protocol/relay.js'
import { RELAY_MAX_ATTESTATION_CHARS, RELAY_MAX_MESSAGE_CHARS } from '../constants.js'
import type { RateLimitStore } from '../rateLimit.js'

/** A message one relay instance stored, as the others receive it. */
export type SharedRelayMessage = RelayMessageEvent & {
  ttlSeconds: number
  senderId: string
  /** The publisher's project: stored bytes count against it on every instance. */
  projectId: string
  origin: string
}

/** How relay instances share messages: each publishes what it stores and stores what the others publish. */
export type RelayBackend = {
  share(message: SharedRelayMessage): void
  onShared(handler: (message: SharedRelayMessage) => void): void
  /** Where the per-address and per-project rate limits count, so every instance sees the same budget. */
  rateLimitStore?: RateLimitStore
  close(): Promise<void>
}

/** Another instance's message is input like any other: its fields are checked for type and length. */
function isSharedRelayMessage(value: unknown): value is SharedRelayMessage {
  const message = value as Partial<SharedRelayMessage> | null
  const text = (field: unknown, max: number) => typeof field === 'string' && field.length <= max
  return (
    typeof message === 'object' &&
    message !== null &&
    text(message.topic, 64) &&
    text(message.message, RELAY_MAX_MESSAGE_CHARS) &&
    (message.attestation == null || text(message.attestation, RELAY_MAX_ATTESTATION_CHARS)) &&
    text(message.senderId, 128) &&
    text(message.projectId, 128) &&
    text(message.origin, 64) &&
    typeof message.ttlSeconds === 'number' &&
    typeof message.publishedAt === 'number' &&
    (message.tag === undefined || Number.isSafeInteger(message.tag))
  )
}

/** The Redis channel every relay instance publishes its stored messages on. */
const RELAY_CHANNEL = 'appkit:relay:messages'

/**
 * The optional Redis backend (`REDIS_URL`): messages published on one relay instance reach subscribers
 * on every other, and late subscribers anywhere get them from each instance's mailbox.
 */
export async function createRedisRelayBackend({ url }: { url: string }): Promise<RelayBackend> {
  const { Redis } = await import('ioredis')
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  await Promise.all([publisher.connect(), subscriber.connect()])
  const handlers: ((message: SharedRelayMessage) => void)[] = []
  await subscriber.subscribe(RELAY_CHANNEL)
  subscriber.on('message', (_channel: string, text: string) => {
    let message: SharedRelayMessage
    try {
      message = JSON.parse(text) as SharedRelayMessage
    } catch {
      return
    }
    if (!isSharedRelayMessage(message)) return
    for (const handler of handlers) handler(message)
  })
  return {
    share(message) {
      void publisher.publish(RELAY_CHANNEL, JSON.stringify(message)).catch(() => undefined)
    },
    onShared(handler) {
      handlers.push(handler)
    },
    rateLimitStore: { kind: 'redis', client: publisher },
    async close() {
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}
