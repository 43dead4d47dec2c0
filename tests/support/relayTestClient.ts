import { generateKeyPairSync, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import WebSocket from 'ws'

/**
 * A raw relay client for tests and the soak script: it speaks the relay's JSON-RPC directly (no sign-client),
 * so a test can send what the official clients never would and time each delivery.
 */

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Signs a relay-auth JWT like @walletconnect/relay-auth: EdDSA, did:key issuer. */
export function signRelayJwt(aud: string, options: { exp?: number } = {}): { jwt: string; clientId: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const iss = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...raw]))}`
  const iat = Math.floor(Date.now() / 1000)
  const data = `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({ iss, sub: 'test', aud, iat, exp: options.exp ?? iat + 86_400 })}`
  return { jwt: `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`, clientId: iss }
}

export type RelayPush = { id: number; topic: string; message: string; receivedAt: number }

export type RelayTestClient = {
  clientId: string
  socket: WebSocket
  /** Sends a request and resolves with the parsed answer. */
  call(
    method: string,
    params: unknown,
  ): Promise<{ id: unknown; result?: unknown; error?: { code: number; message: string } }>
  /** Sends any text as one frame. */
  sendRaw(text: string): void
  /** Every irn_subscription push received so far. */
  pushes: RelayPush[]
  /** Resolves with the next push of `topic` (or one already received that matches). */
  nextPush(topic: string, message?: string): Promise<RelayPush>
  /** Every answer that matched no pending call (e.g. answers to raw frames). */
  strays: unknown[]
  closed: Promise<number>
  close(): void
}

export type ConnectRelayClientOptions = {
  projectId: string
  /** Sent as the Origin header, as a browser would. */
  origin?: string | undefined
  /** Acknowledge each push with `result: true` (the official clients do). Defaults to true. */
  ack?: boolean
  /** The token's audience; defaults to the relay URL. */
  audience?: string
  /** The local address to connect from (another loopback address, e.g. 127.0.0.2, plays another client). */
  localAddress?: string
}

/** Opens an authenticated socket to the relay; rejects with the HTTP status when the upgrade is refused. */
export async function connectRelayClient(
  relayUrl: string,
  options: ConnectRelayClientOptions,
): Promise<RelayTestClient> {
  const { jwt, clientId } = signRelayJwt(options.audience ?? relayUrl)
  const socket = new WebSocket(`${relayUrl}/?auth=${jwt}&projectId=${options.projectId}`, {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`relay refused the upgrade: ${response.statusCode}`)),
    )
    socket.once('error', reject)
  })
  const waiting = new Map<string, (value: never) => void>()
  const pushes: RelayPush[] = []
  const strays: unknown[] = []
  const pushWaiters: { topic: string; message?: string | undefined; resolve: (push: RelayPush) => void }[] =
    []
  let next = 1
  socket.on('message', (raw) => {
    const text = raw.toString()
    const value = JSON.parse(text)
    if (value.method === 'irn_subscription') {
      const push = {
        id: value.id,
        topic: value.params.data.topic,
        message: value.params.data.message,
        receivedAt: performance.now(),
      }
      pushes.push(push)
      if (options.ack !== false) socket.send(JSON.stringify({ id: value.id, jsonrpc: '2.0', result: true }))
      for (const waiter of [...pushWaiters])
        if (
          waiter.topic === push.topic &&
          (waiter.message === undefined || waiter.message === push.message)
        ) {
          pushWaiters.splice(pushWaiters.indexOf(waiter), 1)
          waiter.resolve(push)
        }
      return
    }
    const resolve = waiting.get(String(value.id))
    if (resolve) {
      waiting.delete(String(value.id))
      resolve(value as never)
    } else strays.push(value)
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  socket.on('error', () => undefined)
  return {
    clientId,
    socket,
    pushes,
    strays,
    closed,
    call: (method, params) =>
      new Promise((resolve) => {
        const id = next++
        waiting.set(String(id), resolve as (value: never) => void)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      }),
    sendRaw: (text) => socket.send(text),
    nextPush: (topic, message) => {
      const found = pushes.find(
        (push) => push.topic === topic && (message === undefined || push.message === message),
      )
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => pushWaiters.push({ topic, message, resolve }))
    },
    close: () => socket.terminate(),
  }
}
