import { createHash, randomBytes, randomInt } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import WebSocket from 'ws'
import {
  RELAY_INBOUND_BYTES_PER_SOCKET,
  RELAY_MAX_ATTESTATION_CHARS,
  RELAY_MAX_MESSAGE_CHARS,
} from '../../services/constants.js'
import { signRelayJwt } from '../../tests/support/relayTestClient.js'

/** What the abusive clients did, for the report. */
export type AbuseRecord = {
  publishes: number
  /** Small publishes the flooder sent from its one address (FLOOD_ADDRESS), and how many the relay refused. */
  floodPublishes: number
  floodRefused: number
  reconnects: number
  junkFrames: number
  refusedUpgrades: number
}

/** Topics the flooders publish on and the stalled readers hold: what the findings' amplification needed. */
const FLOOD_TOPICS = Array.from({ length: 4 }, (_, index) =>
  createHash('sha256').update(`soak-flood-${index}`).digest('hex'),
)

/** The one address the flooder connects from (a loopback address of its own), and its sockets. */
export const FLOOD_ADDRESS = '127.0.0.2'
export const FLOOD_SOCKETS = 40
/** Each flooding socket sends FLOOD_FRAMES publishes every FLOOD_INTERVAL_MS (100 a second): twice what one socket may. */
const FLOOD_FRAMES = 25
const FLOOD_INTERVAL_MS = 250

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(items: readonly T[]) => items[randomInt(items.length)] as T

type Abuser = (context: {
  relayUrl: string
  projectId: string
  record: AbuseRecord
  running: () => boolean
}) => Promise<void>

/** A socket that never parses what it hears: the abusers' own CPU stays off the machine the soak shares. */
async function openRawSocket(relayUrl: string, projectId: string, localAddress?: string): Promise<WebSocket> {
  const { jwt } = signRelayJwt(relayUrl)
  const socket = new WebSocket(`${relayUrl}/?auth=${jwt}&projectId=${projectId}`, {
    ...(localAddress ? { localAddress } : {}),
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('unexpected-response', () => reject(new Error('refused')))
    socket.once('error', reject)
  })
  socket.on('error', () => undefined)
  return socket
}

const request = (method: string, params: unknown) =>
  JSON.stringify({ id: Date.now() * 1000 + randomInt(1000), jsonrpc: '2.0', method, params })

/** Reconnects whenever the relay drops the socket, until the soak ends. */
async function keepConnected(
  context: Parameters<Abuser>[0],
  work: (socket: WebSocket) => Promise<void>,
  localAddress?: string,
) {
  while (context.running()) {
    let socket: WebSocket
    try {
      socket = await openRawSocket(context.relayUrl, context.projectId, localAddress)
    } catch {
      await sleep(500)
      continue
    }
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    await Promise.race([work(socket), closed])
    socket.terminate()
    context.record.reconnects++
  }
}

const isOpen = (socket: WebSocket) => socket.readyState === WebSocket.OPEN

/** Subscribes to the flood topics, then never reads again and sends pongs nobody asked for (finding 3). */
const stalledReader: Abuser = (context) =>
  keepConnected(context, async (socket) => {
    socket.send(request('irn_batchSubscribe', { topics: FLOOD_TOPICS }))
    await sleep(200)
    socket.pause()
    while (context.running() && isOpen(socket)) {
      socket.pong('still here')
      await sleep(100)
    }
  })

/** Never acks and subscribes to the flood topics again and again (finding 3's replay amplification). */
const resubscriber: Abuser = (context) =>
  keepConnected(context, async (socket) => {
    while (context.running() && isOpen(socket)) {
      socket.send(request('irn_batchSubscribe', { topics: [...FLOOD_TOPICS, ...FLOOD_TOPICS] }))
      await sleep(50)
    }
  })

/**
 * Publishes the largest messages with the longest attestations (findings 2 and 4), as fast as the relay lets a
 * socket send (just under its inbound byte rate), so half of them pass its publish byte rate and fill the caps.
 */
const bigPublisher: Abuser = (context) =>
  keepConnected(context, async (socket) => {
    const attestation = 'a'.repeat(RELAY_MAX_ATTESTATION_CHARS)
    const body = randomBytes((RELAY_MAX_MESSAGE_CHARS * 3) / 4 - 64).toString('base64')
    while (context.running() && isOpen(socket)) {
      // A new message each time (duplicates would be dropped), without the cost of fresh random bytes.
      const message = `${randomBytes(24).toString('base64')}${body}`
      const topicName =
        randomInt(2) === 0
          ? pick(FLOOD_TOPICS)
          : createHash('sha256').update(message.slice(0, 32)).digest('hex')
      socket.send(request('irn_publish', { topic: topicName, message, attestation, ttl: 21_600 }))
      context.record.publishes++
      const { points, seconds } = RELAY_INBOUND_BYTES_PER_SOCKET
      await sleep(Math.ceil((message.length / points) * seconds * 1000 * 1.1))
    }
  })

/** Fetches everything on the flood topics over and over (finding 2). */
const fetcher: Abuser = (context) =>
  keepConnected(context, async (socket) => {
    while (context.running() && isOpen(socket)) {
      socket.send(request('irn_batchFetchMessages', { topics: FLOOD_TOPICS }))
      await sleep(100)
    }
  })

/** Malformed frames on a socket, and upgrades the relay must refuse (findings 1, 7 and 14). */
const junk: Abuser = (context) =>
  keepConnected(context, async (socket) => {
    const port = Number(new URL(context.relayUrl).port)
    const { jwt } = signRelayJwt(context.relayUrl)
    const frames = [
      () => randomBytes(64),
      () => `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      () => '{"id":1,"jsonrpc":"2.0"}',
      () => `{"id":${Date.now()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"zz"}}`,
      () => 'not json',
    ]
    while (context.running() && isOpen(socket)) {
      socket.send(pick(frames)())
      context.record.junkFrames++
      const path = pick([
        `//[`,
        `/?auth=${jwt}&projectId=unknown-${randomBytes(8).toString('hex')}`,
        `/?auth=x&projectId=${'p'.repeat(3000)}`,
      ])
      const raw = connectTcp(port, '127.0.0.1')
      raw.on('error', () => undefined)
      raw.end(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
      raw.on('data', () => raw.destroy())
      context.record.refusedUpgrades++
      await sleep(20)
    }
  })

/**
 * One address floods the project with small publishes over FLOOD_SOCKETS sockets, each at its socket's cap (the
 * finding "one client starves a project's other users"); it counts the relay's refusals from the answers' bytes.
 */
const flooder: Abuser = async (context) => {
  const flood = async () =>
    keepConnected(
      context,
      async (socket) => {
        socket.on('message', (raw) => {
          if (raw.toString().includes('"error"')) context.record.floodRefused++
        })
        // One frame, made once and sent again and again: the relay charges each before its mailbox drops the repeats.
        const floodTopic = createHash('sha256').update(randomBytes(16)).digest('hex')
        const frame = request('irn_publish', {
          topic: floodTopic,
          message: randomBytes(48).toString('hex'),
          ttl: 300,
        })
        while (context.running() && isOpen(socket)) {
          for (let index = 0; index < FLOOD_FRAMES; index++) socket.send(frame)
          context.record.floodPublishes += FLOOD_FRAMES
          await sleep(FLOOD_INTERVAL_MS)
        }
      },
      FLOOD_ADDRESS,
    )
  await Promise.all(Array.from({ length: FLOOD_SOCKETS }, flood))
}

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
  // One flooding address, whatever perKind says: the finding is about one address.
  all.push(flooder(context).catch(() => undefined))
  return async () => {
    running = false
    await Promise.race([Promise.all(all), sleep(15_000)])
  }
}
