import type { RawData } from 'ws'
import { relayRequestSchema, relayResponseSchema } from '../../plugins/walletconnect/protocol/relay.js'
import { handleRelayRequest } from './handleRelayRequest.js'
import { parseRelayFrame, type RelayFrame } from './parseRelayFrame.js'
import { formatRelayId, RelayJsonTooDeepError } from './parseRelayJson.js'
import { chargePublish, lengthOf } from './publishLimits.js'
import { RPC_ERRORS, type RpcError } from './relayRpcErrors.js'
import { send } from './relaySend.js'
import type { Peer, RelayState } from './relayState.js'

const answerError = (relay: RelayState, peer: Peer, id: string, error: RpcError) =>
  send(relay, peer, `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify(error)}}`)

/**
 * Reads one frame a socket sent: a request is answered, an answer to one of our pushes acks it. A publish is charged
 * against the rates from the frame's bytes, before its long strings are decoded, or else once they are.
 */
export async function receiveRelayFrame(relay: RelayState, peer: Peer, raw: RawData): Promise<void> {
  let frame: RelayFrame
  try {
    // A deeply nested junk frame is refused from its bytes, before it costs a string of its size.
    frame = parseRelayFrame(frameBuffer(raw))
  } catch (error) {
    if (error instanceof RelayJsonTooDeepError)
      return answerError(relay, peer, 'null', {
        ...RPC_ERRORS.invalidRequest,
        message: `Invalid Request: ${error.message}`,
      })
    return answerError(relay, peer, 'null', RPC_ERRORS.parse)
  }
  const early = await chargePublish(relay, peer, frame.value, frame)
  if (typeof early === 'object') return answerError(relay, peer, early.id, early.error)
  if (peer.closed) return
  const parsed = frame.complete()
  const value = parsed.value
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
  if (isObject && !('method' in value)) {
    const response = relayResponseSchema.safeParse(value)
    // An answer carries exactly one of result and error; anything else is not an ack.
    if (response.success && ('result' in value ? !('error' in value) : 'error' in value))
      return takeAnswer(relay, peer, response.data.id, 'result' in value)
  }
  const request = relayRequestSchema.safeParse(value)
  if (!request.success) {
    const id = isObject && 'id' in value ? idOf(value.id, parsed.bigIntegers) : 'null'
    return answerError(relay, peer, id, RPC_ERRORS.invalidRequest)
  }
  const id = formatRelayId(request.data.id, parsed.bigIntegers)
  if (early === undefined) {
    const decoded = { charsOf: lengthOf, isDeferred: () => false, bigIntegers: parsed.bigIntegers }
    const late = await chargePublish(relay, peer, request.data, decoded)
    if (typeof late === 'object') return answerError(relay, peer, late.id, late.error)
    if (peer.closed) return
  }
  const outcome = handleRelayRequest(relay, peer, request.data.method, request.data.params)
  if ('error' in outcome) return answerError(relay, peer, id, outcome.error)
  if ('resultParts' in outcome)
    return send(relay, peer, [`{"id":${id},"jsonrpc":"2.0","result":`, ...outcome.resultParts, '}'])
  send(relay, peer, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(outcome.result)}}`)
  outcome.after?.()
}

/** Takes the client's answer to one of our pushes: only a result acks it. */
function takeAnswer(relay: RelayState, peer: Peer, id: string | number, acked: boolean): void {
  const pushId = Number(id)
  const key = peer.awaitingAck.get(pushId)
  if (key === undefined) return
  peer.awaitingAck.delete(pushId)
  peer.inFlight.delete(key)
  const stored = relay.mailbox.get(key)
  if (!acked || !stored) return
  relay.mailbox.markDelivered(stored, peer.clientId)
  relay.delivered++
}

/** A request id as the answer writes it: kept when it is a valid id, else null. */
function idOf(id: unknown, bigIntegers: Set<string>): string {
  if (typeof id === 'number' && Number.isFinite(id)) return JSON.stringify(id)
  if (typeof id === 'string' && id.length <= 64) return formatRelayId(id, bigIntegers)
  return 'null'
}

/** A received frame as one Buffer, whichever form `ws` hands it in (not copied when it is one already). */
function frameBuffer(raw: RawData): Buffer {
  if (Array.isArray(raw)) return Buffer.concat(raw)
  return Buffer.isBuffer(raw) ? raw : Buffer.from(raw)
}
