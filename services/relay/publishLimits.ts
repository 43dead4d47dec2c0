import {
  approveSessionParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  relayRequestSchema,
} from '../../plugins/walletconnect/protocol/relay.js'
import { RELAY_MAX_ATTESTATION_CHARS, RELAY_MAX_MESSAGE_CHARS } from '../constants.js'
import type { RelayFrame } from './parseRelayFrame.js'
import { formatRelayId } from './parseRelayJson.js'
import { limitExceeded, type RpcError } from './relayRpcErrors.js'
import type { Peer, RelayState } from './relayState.js'
import type { TokenBucket } from './tokenBucket.js'

/** The methods that publish messages: their limits are checked on the frame's bytes before it is decoded. */
const PUBLISHING_METHODS: readonly unknown[] = ['irn_publish', 'wc_proposeSession', 'wc_approveSession']

/** Reads a decoded string's length: the `charsOf` of a frame whose strings are all decoded. */
export const lengthOf = (text: string) => text.length

/** A publish takes a token and its bytes from the socket's buckets and from its project's; all or none. */
export function takePublishToken(relay: RelayState, peer: Peer, bytes: number): string | undefined {
  const project = relay.projects.get(peer.projectId)
  const takes: [TokenBucket | undefined, number, string][] = [
    [peer.publishes, 1, 'too many publishes on this socket, slow down'],
    [peer.publishBytes, bytes, 'too many bytes published on this socket, slow down'],
    [project?.publishes, 1, 'too many publishes in this project, slow down'],
    [project?.publishBytes, bytes, 'too many bytes published in this project, slow down'],
  ]
  for (const [index, [bucket, cost, why]] of takes.entries()) {
    if (!bucket || bucket.take(cost)) continue
    for (const [taken, takenCost] of takes.slice(0, index)) taken?.refund(takenCost)
    return why
  }
  return undefined
}

function refundPublishToken(relay: RelayState, peer: Peer, bytes: number): void {
  const project = relay.projects.get(peer.projectId)
  peer.publishes.refund(1)
  peer.publishBytes.refund(bytes)
  project?.publishes.refund(1)
  project?.publishBytes.refund(bytes)
}

/** Why a publish's texts are refused, if they are: message and attestation lengths (`charsOf` reads them). */
export function oversized(
  charsOf: (text: string) => number,
  attestation: string | null | undefined,
  ...messages: string[]
): string | undefined {
  if (messages.some((message) => charsOf(message) > RELAY_MAX_MESSAGE_CHARS))
    return `message over ${RELAY_MAX_MESSAGE_CHARS} characters`
  if (charsOf(attestation ?? '') > RELAY_MAX_ATTESTATION_CHARS)
    return `attestation over ${RELAY_MAX_ATTESTATION_CHARS} characters`
  return undefined
}

/** What a publish counts against the byte rates: its messages and their attestation. */
export const publishedBytes = (
  charsOf: (text: string) => number,
  attestation: string | null | undefined,
  ...messages: string[]
) => messages.reduce((sum, message) => sum + charsOf(message) + charsOf(attestation ?? ''), 0)

/** The attestation and the messages a publishing request carries, as handleRelayRequest reads them. */
function publishedParts(
  method: unknown,
  params: unknown,
): { attestation?: string | null | undefined; messages: string[] } | undefined {
  if (method === 'irn_publish') {
    const parsed = publishParamsSchema.safeParse(params)
    return parsed.success ? { ...parsed.data, messages: [parsed.data.message] } : undefined
  }
  if (method === 'wc_proposeSession') {
    const parsed = proposeSessionParamsSchema.safeParse(params)
    return parsed.success ? { ...parsed.data, messages: [parsed.data.sessionProposal] } : undefined
  }
  if (method === 'wc_approveSession') {
    const parsed = approveSessionParamsSchema.safeParse(params)
    if (!parsed.success) return undefined
    const { sessionProposalResponse, sessionSettlementRequest } = parsed.data
    return { ...parsed.data, messages: [sessionProposalResponse, sessionSettlementRequest] }
  }
  return undefined
}

/**
 * The answer handleRelayRequest would give an irn_publish, wc_proposeSession or wc_approveSession that the length
 * limits or the rates refuse, found from the lengths of its long strings before they are decoded; undefined (tokens
 * untouched) for any other frame.
 */
export function refusedPublish(
  relay: RelayState,
  peer: Peer,
  frame: RelayFrame,
): { id: string; error: RpcError } | undefined {
  const value = frame.value as { method?: unknown } | null
  if (typeof value !== 'object' || value === null) return undefined
  if (!PUBLISHING_METHODS.includes(value.method)) return undefined
  const request = relayRequestSchema.safeParse(value)
  if (!request.success) return undefined
  const { id } = request.data
  // A long string id is invalid, but its placeholder is short: handleRelayRequest answers it.
  if (typeof id === 'string' && frame.isDeferred(id)) return undefined
  const parts = publishedParts(request.data.method, request.data.params)
  if (!parts) return undefined
  const { attestation, messages } = parts
  const bytes = publishedBytes(frame.charsOf, attestation, ...messages)
  const refusal = oversized(frame.charsOf, attestation, ...messages) ?? takePublishToken(relay, peer, bytes)
  if (refusal === undefined) {
    // handleRelayRequest takes them again once the strings are decoded: refunding first leaves the buckets as one take would.
    refundPublishToken(relay, peer, bytes)
    return undefined
  }
  return { id: formatRelayId(id, frame.bigIntegers), ...limitExceeded(refusal) }
}
