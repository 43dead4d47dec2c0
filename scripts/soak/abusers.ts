import { createHash, randomBytes } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import { RELAY_MAX_ATTESTATION_CHARS, RELAY_MAX_MESSAGE_CHARS } from '../../services/constants.js'
import {
  connectRelayClient,
  type RelayTestClient,
  signRelayJwt,
} from '../../services/relay/relayTestClient.js'

/** What the abusive clients did, for the report. */
export type AbuseRecord = {
  publishes: number
  refused: number
  reconnects: number
  junkFrames: number
  refusedUpgrades: number
}

/** Topics the flooders publish on and the stalled readers hold: what the findings' amplification needed. */
const FLOOD_TOPICS = Array.from({ length: 4 }, (_, index) =>
  createHash('sha256').update(`soak-flood-${index}`).digest('hex'),
)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T

type Abuser = (context: {
  relayUrl: string
  projectId: string
  record: AbuseRecord
  running: () => boolean
}) => Promise<void>

/** Reconnects whenever the relay drops the socket, until the soak ends. */
async function keepConnected(
  context: Parameters<Abuser>[0],
  options: { ack: boolean },
  work: (client: RelayTestClient) => Promise<void>,
) {
  while (context.running()) {
    let client: RelayTestClient
    try {
      client = await connectRelayClient(context.relayUrl, { projectId: context.projectId, ack: options.ack })
    } catch {
      await sleep(200)
      continue
    }
    const closed = client.closed.then(() => 'closed' as const)
    await Promise.race([work(client), closed])
    client.close()
    context.record.reconnects++
  }
}

/** Subscribes to the flood topics, then never reads again and sends pongs nobody asked for (finding 3). */
const stalledReader: Abuser = (context) =>
  keepConnected(context, { ack: false }, async (client) => {
    await client.call('irn_batchSubscribe', { topics: FLOOD_TOPICS })
    client.socket.pause()
    while (context.running() && client.socket.readyState === client.socket.OPEN) {
      client.socket.pong('still here')
      await sleep(100)
    }
  })

/** Never acks and subscribes to the flood topics again and again (finding 3's replay amplification). */
const resubscriber: Abuser = (context) =>
  keepConnected(context, { ack: false }, async (client) => {
    while (context.running() && client.socket.readyState === client.socket.OPEN) {
      client.sendRaw(
        JSON.stringify({
          id: Date.now(),
          jsonrpc: '2.0',
          method: 'irn_batchSubscribe',
          params: { topics: [...FLOOD_TOPICS, ...FLOOD_TOPICS] },
        }),
      )
      await sleep(50)
    }
  })

/** Publishes the largest messages with the longest attestations at its socket's rate limit (findings 2 and 4). */
const bigPublisher: Abuser = (context) =>
  keepConnected(context, { ack: true }, async (client) => {
    const attestation = 'a'.repeat(RELAY_MAX_ATTESTATION_CHARS)
    while (context.running() && client.socket.readyState === client.socket.OPEN) {
      const message = randomBytes((RELAY_MAX_MESSAGE_CHARS * 3) / 4 - 16).toString('base64')
      const topicName =
        Math.random() < 0.5
          ? pick(FLOOD_TOPICS)
          : createHash('sha256').update(message.slice(0, 32)).digest('hex')
      const answer = await client.call('irn_publish', { topic: topicName, message, attestation, ttl: 21_600 })
      context.record.publishes++
      if (answer.error) context.record.refused++
      await sleep(25)
    }
  })

/** Fetches everything on the flood topics over and over (finding 2). */
const fetcher: Abuser = (context) =>
  keepConnected(context, { ack: true }, async (client) => {
    while (context.running() && client.socket.readyState === client.socket.OPEN) {
      await client.call('irn_batchFetchMessages', { topics: FLOOD_TOPICS })
      await sleep(100)
    }
  })

/** Malformed frames on a socket, and upgrades the relay must refuse (findings 1, 7 and 14). */
const junk: Abuser = (context) =>
  keepConnected(context, { ack: false }, async (client) => {
    const port = Number(new URL(context.relayUrl).port)
    const { jwt } = signRelayJwt(context.relayUrl)
    const frames = [
      () => randomBytes(64),
      () => `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      () => '{"id":1,"jsonrpc":"2.0"}',
      () => `{"id":${Date.now()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"zz"}}`,
      () => 'not json',
    ]
    while (context.running() && client.socket.readyState === client.socket.OPEN) {
      client.socket.send(pick(frames)())
      context.record.junkFrames++
      const path = pick([
        `//[`,
        `/?auth=${jwt}&projectId=unknown-${randomBytes(8).toString('hex')}`,
        `/?auth=x&projectId=${'p'.repeat(3000)}`,
      ])
      const socket = connectTcp(port, '127.0.0.1')
      socket.on('error', () => undefined)
      socket.end(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
      socket.on('data', () => socket.destroy())
      context.record.refusedUpgrades++
      await sleep(20)
    }
  })

const ABUSERS = { stalledReader, resubscriber, bigPublisher, fetcher, junk } as const

/** Starts `perKind` abusers of every kind; the returned function stops them and waits for them to end. */
export function startAbusers(options: {
  relayUrl: string
  projectId: string
  perKind: number
  record: AbuseRecord
}) {
  let running = true
  const context = {
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    record: options.record,
    running: () => running,
  }
  const all = Object.values(ABUSERS).flatMap((abuser) =>
    Array.from({ length: options.perKind }, () => abuser(context).catch(() => undefined)),
  )
  return async () => {
    running = false
    await Promise.race([Promise.all(all), sleep(15_000)])
  }
}
