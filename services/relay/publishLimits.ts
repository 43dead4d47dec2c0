import {
  approveSessionParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  relayRequestSchema,
} from '../../plugins/walletconnect/protocol/relay.js'
import { RELAY_MAX_ATTESTATION_CHARS, RELAY_MAX_MESSAGE_CHARS } from '../constants.js'
import { type RateCost, takeAll } from '../rateLimit.js'
import type { RelayFrame } from './parseRelayFrame.js'
import { formatRelayId } from './parseRelayJson.js'
import { limitExceeded, type RpcError } from './relayRpcErrors.js'
import type { Peer, RelayState } from './relayState.js'

/** The methods that publish messages: their limits are checked on the frame's bytes before it is decoded. */
const PUBLISHING_METHODS: readonly unknown[] = ['irn_publish', 'wc_proposeSession', 'wc_approveSession']

export const isPublishing = (method: unknown) => PUBLISHING_METHODS.includes(method)

/** Reads a decoded string's length: the `charsOf` of a frame whose strings are all decoded. */
export const lengthOf = (text: string) => text.length

/**
 * What one publish costs, narrowest limit first (services/rateLimit.ts, takeAll): the socket's, its address's within
 * the project, then the project's. A client over its own limits spends nothing of what the others share.
 */
function publishCosts(relay: RelayState, peer: Peer, bytes: number): RateCost[] {
  const { rates } = relay
  const address = `${peer.projectId}\n${peer.address}`
  return [
    {
      limit: rates.publishesPerSocket,
      key: peer.key,
      refusal: 'too many publishes on this socket, slow down',
    },
    {
      limit: rates.publishBytesPerSocket,
      key: peer.key,
      points: bytes,
      refusal: 'too many bytes published on this socket, slow down',
    },
    {
      limit: rates.publishesPerAddress,
      key: address,
      refusal: 'too many publishes from this address in this project, slow down',
    },
    {
      limit: rates.publishBytesPerAddress,
      key: address,
      points: bytes,
      refusal: 'too many bytes published from this address in this project, slow down',
    },
    {
      limit: rates.publishesPerProject,
      key: peer.projectId,
      refusal: 'too many publishes in this project, slow down',
    },
    {
      limit: rates.publishBytesPerProject,
      key: peer.projectId,
      points: bytes,
      refusal: 'too many bytes published in this project, slow down',
    },
  ]
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
 * Charges a publishing request (irn_publish, wc_proposeSession, wc_approveSession) against the length limits and
 * the rates, from the lengths of its long strings (`charsOf`; before they are decoded when the frame's). Undefined,
 * charging nothing, for any other request or one whose params are invalid; `paid` once charged; else the refusal.
 */
export async function chargePublish(
  relay: RelayState,
  peer: Peer,
  value: unknown,
  frame: Pick<RelayFrame, 'charsOf' | 'isDeferred' | 'bigIntegers'>,
): Promise<'paid' | { id: string; error: RpcError } | undefined> {
  if (typeof value !== 'object' || value === null) return undefined
  if (!isPublishing((value as { method?: unknown }).method)) return undefined
  const request = relayRequestSchema.safeParse(value)
  if (!request.success) return undefined
  const { id } = request.data
  // A long string id is invalid, but its placeholder is short: handleRelayRequest answers it.
  if (typeof id === 'string' && frame.isDeferred(id)) return undefined
  const parts = publishedParts(request.data.method, request.data.params)
  if (!parts) return undefined
  const { attestation, messages } = parts
  const refused = (message: string) => ({
    id: formatRelayId(id, frame.bigIntegers),
    ...limitExceeded(message),
  })
  const oversize = oversized(frame.charsOf, attestation, ...messages)
  if (oversize) return refused(oversize)
  const bytes = publishedBytes(frame.charsOf, attestation, ...messages)
  const refusal = await takeAll(publishCosts(relay, peer, bytes))
  if (refusal) return refused(`${refusal.message} (retry in ${refusal.retryAfterSeconds} s)`)
  return 'paid'
}
