import {
  approveSessionParamsSchema,
  batchTopicsParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from '../../plugins/walletconnect/protocol/relay.js'
import { publish } from './relayPublish.js'
import { invalidParams, limitExceeded, RPC_ERRORS, type RpcError } from './relayRpcErrors.js'
import { deliverPending, subscriptionId } from './relaySend.js'
import type { Peer, RelayState } from './relayState.js'
import { subscribeAll, unsubscribe } from './relaySubscriptions.js'

/** What a request comes to: a result (and what to do once it is sent), a result already serialized, or an error. */
export type RelayOutcome =
  | { result: unknown; after?: () => void }
  /** A result already serialized, in parts (a fetch answer of stored messages' JSON). */
  | { resultParts: string[] }
  | { error: RpcError }

/** Answers one irn_* or wc_* request of a socket; a publishing one was charged first (publishLimits.ts, chargePublish). */
export function handleRelayRequest(
  relay: RelayState,
  peer: Peer,
  method: string,
  params: unknown,
): RelayOutcome {
  switch (method) {
    case 'irn_publish':
      return publishMessage(relay, peer, params)
    case 'irn_subscribe': {
      const parsed = subscribeParamsSchema.safeParse(params)
      if (!parsed.success) return invalidParams(parsed.error)
      const { topic } = parsed.data
      const refusal = subscribeAll(relay, peer, [topic])
      if (refusal) return limitExceeded(refusal)
      return {
        result: subscriptionId(topic, peer.clientId),
        after: () => deliverPending(relay, peer, topic),
      }
    }
    case 'irn_batchSubscribe': {
      const parsed = batchTopicsParamsSchema.safeParse(params)
      if (!parsed.success) return invalidParams(parsed.error)
      const { topics } = parsed.data
      const refusal = subscribeAll(relay, peer, topics)
      if (refusal) return limitExceeded(refusal)
      return {
        result: topics.map((topic) => subscriptionId(topic, peer.clientId)),
        after: () => {
          for (const topic of topics) deliverPending(relay, peer, topic)
        },
      }
    }
    case 'irn_batchFetchMessages':
      return batchFetchMessages(relay, peer, params)
    case 'irn_unsubscribe': {
      const parsed = unsubscribeParamsSchema.safeParse(params)
      if (!parsed.success) return invalidParams(parsed.error)
      unsubscribe(relay, peer, parsed.data.topic)
      return { result: true }
    }
    case 'wc_proposeSession':
      return proposeSession(relay, peer, params)
    case 'wc_approveSession':
      return approveSession(relay, peer, params)
    default:
      return { error: { code: RPC_ERRORS.methodNotFound.code, message: `Method not found: ${method}` } }
  }
}

function publishMessage(relay: RelayState, peer: Peer, params: unknown): RelayOutcome {
  const parsed = publishParamsSchema.safeParse(params)
  if (!parsed.success) return invalidParams(parsed.error)
  const { message } = parsed.data
  // spec section 5: an empty message is ignored (acknowledged, never stored or delivered).
  if (message !== '') publish(relay, peer, parsed.data)
  return { result: true }
}

/** The topics' pending messages, bounded in bytes; what does not fit stays pending for the next fetch or push. */
function batchFetchMessages(relay: RelayState, peer: Peer, params: unknown): RelayOutcome {
  const parsed = batchTopicsParamsSchema.safeParse(params)
  if (!parsed.success) return invalidParams(parsed.error)
  const parts = ['{"messages":[']
  let bytes = 0
  let hasMore = false
  for (const topic of new Set(parsed.data.topics)) {
    for (const stored of relay.mailbox.pendingFor(topic, peer.clientId)) {
      // At least one message per answer, so a fetch always moves forward.
      if (parts.length > 1 && bytes + stored.bytes > relay.limits.fetchBytes) {
        hasMore = true
        break
      }
      bytes += stored.bytes
      relay.mailbox.markDelivered(stored, peer.clientId)
      if (parts.length > 1) parts.push(',')
      parts.push(...stored.jsonParts)
    }
    if (hasMore) break
  }
  parts.push(`],"hasMore":${hasMore}}`)
  return { resultParts: parts }
}

function proposeSession(relay: RelayState, peer: Peer, params: unknown): RelayOutcome {
  const parsed = proposeSessionParamsSchema.safeParse(params)
  if (!parsed.success) return invalidParams(parsed.error)
  const { pairingTopic, sessionProposal, ...rest } = parsed.data
  const refusal = subscribeAll(relay, peer, [pairingTopic])
  if (refusal) return limitExceeded(refusal)
  publish(relay, peer, { topic: pairingTopic, message: sessionProposal, ...rest })
  return { result: true, after: () => deliverPending(relay, peer, pairingTopic) }
}

function approveSession(relay: RelayState, peer: Peer, params: unknown): RelayOutcome {
  const parsed = approveSessionParamsSchema.safeParse(params)
  if (!parsed.success) return invalidParams(parsed.error)
  const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ...rest } =
    parsed.data
  const refusal = subscribeAll(relay, peer, [sessionTopic])
  if (refusal) return limitExceeded(refusal)
  publish(relay, peer, { topic: pairingTopic, message: sessionProposalResponse, ...rest })
  publish(relay, peer, { topic: sessionTopic, message: sessionSettlementRequest, ...rest })
  return { result: true, after: () => deliverPending(relay, peer, sessionTopic) }
}
