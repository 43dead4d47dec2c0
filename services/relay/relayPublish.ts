import { RELAY_DEFAULT_TTL_SECONDS } from '../constants.js'
import { logHandlerError } from '../logHandlerError.js'
import { fanOut } from './relaySend.js'
import type { Peer, RelayState } from './relayState.js'

export type PublishFields = {
  topic: string
  message: string
  ttl?: number | undefined
  attestation?: string | null | undefined
  tag?: number | undefined
}

/** Stores a message, pushes it to the topic's subscribers here, and shares it with the other instances. */
export function publish(relay: RelayState, peer: Peer, input: PublishFields): void {
  const ttlSeconds = input.ttl ?? RELAY_DEFAULT_TTL_SECONDS
  const stored = relay.mailbox.add({
    topic: input.topic,
    message: input.message,
    ttlSeconds,
    senderId: peer.clientId,
    projectId: peer.projectId,
    attestation: input.attestation,
    tag: input.tag,
  })
  if (!stored) return
  relay.published++
  fanOut(relay, stored)
  relay.backend?.share({
    topic: input.topic,
    message: input.message,
    publishedAt: stored.publishedAt,
    attestation: input.attestation ?? null,
    ...(input.tag === undefined ? {} : { tag: input.tag }),
    ttlSeconds,
    senderId: peer.clientId,
    projectId: peer.projectId,
    origin: relay.instanceId,
  })
}

/** What other instances stored: kept here too (late subscribers) and pushed to this instance's subscribers. */
export function receiveShared(relay: RelayState): void {
  relay.backend?.onShared((shared) => {
    try {
      if (shared.origin === relay.instanceId) return
      const stored = relay.mailbox.add({
        topic: shared.topic,
        message: shared.message,
        ttlSeconds: shared.ttlSeconds,
        senderId: shared.senderId,
        projectId: shared.projectId,
        attestation: shared.attestation,
        tag: shared.tag,
      })
      if (stored) fanOut(relay, stored)
    } catch (error) {
      logHandlerError('relay backend message', error)
    }
  })
}
