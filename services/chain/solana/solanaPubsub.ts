import type { WebSocket } from 'ws'
import * as z from 'zod/mini'
import {
  type SolanaPubsubMethod,
  solanaPubsubParamsSchemas,
  solanaRpcRequestSchema,
} from '../../../plugins/solana/protocol/solanaRpc.js'
import { type AccountEncoding, accountJson } from './accountJson.js'
import { MAX_SUBSCRIPTIONS_PER_SOCKET, SOLANA_CORE_VERSION } from './constants.js'
import { describeParamsIssues, type JsonRpcId } from './handleSolanaRpc.js'
import type { LocalSolanaChain } from './localSolanaChain.js'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; key: string }
  | { kind: 'account'; socket: WebSocket; key: string; encoding: AccountEncoding | undefined }

export type SolanaPubsub = {
  /** Serves one websocket until it closes. */
  accept(socket: WebSocket): void
  /** How many subscriptions are open (for tests and logs). */
  size(): number
  close(): void
}

/** signatureSubscribe and accountSubscribe (and their unsubscribes) over websockets, fed by the chain's landed transactions. */
export function createSolanaPubsub(chain: LocalSolanaChain): SolanaPubsub {
  const subscriptions = new Map<number, Subscription>()
  const byKey = new Map<string, Set<number>>()
  const ownedBy = new WeakMap<WebSocket, Set<number>>()
  let nextId = 0

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const reply = (socket: WebSocket, id: JsonRpcId, result: unknown) =>
    send(socket, { jsonrpc: '2.0', id, result })
  const fail = (socket: WebSocket, id: JsonRpcId, code: number, message: string) =>
    send(socket, { jsonrpc: '2.0', id, error: { code, message } })
  const indexKey = (kind: Subscription['kind'], key: string) => `${kind}:${key}`

  const remove = (id: number) => {
    const subscription = subscriptions.get(id)
    if (!subscription) return false
    subscriptions.delete(id)
    ownedBy.get(subscription.socket)?.delete(id)
    const set = byKey.get(indexKey(subscription.kind, subscription.key))
    set?.delete(id)
    if (set?.size === 0) byKey.delete(indexKey(subscription.kind, subscription.key))
    return true
  }
  const notifySignature = (id: number, socket: WebSocket, slot: number, err: unknown) => {
    send(socket, {
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot }, value: { err } }, subscription: id },
    })
    // A signature subscription ends with its one notification, as on Solana.
    remove(id)
  }
  const notifyAccount = (
    id: number,
    subscription: Extract<Subscription, { kind: 'account' }>,
    slot: number,
  ) => {
    send(subscription.socket, {
      jsonrpc: '2.0',
      method: 'accountNotification',
      params: {
        result: {
          context: { apiVersion: SOLANA_CORE_VERSION, slot },
          value: accountJson(chain.getAccount(subscription.key), subscription.encoding, {
            decimalsOf: (mint) => chain.mintDecimals(mint),
          }),
        },
        subscription: id,
      },
    })
  }

  const stopListening = chain.onProcessed((record, changedAccounts) => {
    for (const id of [...(byKey.get(indexKey('signature', record.signature)) ?? [])]) {
      const subscription = subscriptions.get(id)
      if (subscription) notifySignature(id, subscription.socket, record.slot, record.err)
    }
    for (const key of changedAccounts) {
      for (const id of byKey.get(indexKey('account', key)) ?? []) {
        const subscription = subscriptions.get(id)
        if (subscription?.kind === 'account') notifyAccount(id, subscription, record.slot)
      }
    }
  })

  function handle(socket: WebSocket, owned: Set<number>, text: string) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return fail(socket, null, -32700, 'Parse error: the message is not JSON')
    }
    if (Array.isArray(value))
      return fail(socket, null, -32600, 'Invalid Request: batches are not served over the websocket')
    const envelope = z.safeParse(solanaRpcRequestSchema, value)
    if (!envelope.success)
      return fail(socket, null, -32600, 'Invalid Request: expected {"jsonrpc":"2.0","id":...,"method":...}')
    const { id, method, params } = envelope.data
    // Notifications (web3.js sends a "ping" every few seconds) get no answer.
    if (id === undefined) return
    if (!Object.hasOwn(solanaPubsubParamsSchemas, method))
      return fail(socket, id, -32601, `Method not found: ${method}`)
    const schema = solanaPubsubParamsSchemas[method as SolanaPubsubMethod]
    const parsed = z.safeParse(schema, params ?? [])
    if (!parsed.success)
      return fail(socket, id, -32602, `Invalid params: ${describeParamsIssues(parsed.error.issues, schema)}`)

    if (method === 'signatureUnsubscribe' || method === 'accountUnsubscribe') {
      const [subscriptionId] = parsed.data as [number]
      const kind = method === 'signatureUnsubscribe' ? 'signature' : 'account'
      const subscription = subscriptions.get(subscriptionId)
      if (!subscription || subscription.socket !== socket || subscription.kind !== kind) {
        return fail(socket, id, -32602, `Invalid subscription id: ${subscriptionId}`)
      }
      return reply(socket, id, remove(subscriptionId))
    }
    if (owned.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return fail(
        socket,
        id,
        -32005,
        `Limit exceeded: a websocket holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions`,
      )
    }
    const subscriptionId = nextId++
    const [key, config] = parsed.data as [string, { encoding?: AccountEncoding } | undefined]
    const subscription: Subscription =
      method === 'signatureSubscribe'
        ? { kind: 'signature', socket, key }
        : { kind: 'account', socket, key, encoding: config?.encoding }
    subscriptions.set(subscriptionId, subscription)
    owned.add(subscriptionId)
    const index = indexKey(subscription.kind, key)
    byKey.set(index, (byKey.get(index) ?? new Set()).add(subscriptionId))
    reply(socket, id, subscriptionId)
    // A signature that already landed is notified at once, so a subscriber that comes late still hears.
    const landed = subscription.kind === 'signature' ? chain.transaction(key) : undefined
    if (landed) notifySignature(subscriptionId, socket, landed.slot, landed.err)
  }

  return {
    accept(socket) {
      const owned = new Set<number>()
      ownedBy.set(socket, owned)
      socket.on('message', (data, isBinary) => {
        try {
          handle(socket, owned, isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString())
        } catch (error) {
          console.error('solana pubsub internal error', error)
          fail(socket, null, -32603, 'Internal error')
        }
      })
      socket.on('error', () => socket.terminate())
      socket.on('close', () => {
        for (const id of [...owned]) remove(id)
      })
    },
    size: () => subscriptions.size,
    close: () => {
      stopListening()
    },
  }
}
