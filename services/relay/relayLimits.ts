import {
  RELAY_INBOUND_BYTES_BURST,
  RELAY_INBOUND_BYTES_PER_SECOND,
  RELAY_MAX_BUFFERED_BYTES,
  RELAY_MAX_FETCH_BYTES,
  RELAY_MAX_SOCKET_BUFFER_BYTES,
  RELAY_MAX_SOCKETS,
  RELAY_PROJECT_PUBLISH_BURST,
  RELAY_PROJECT_PUBLISH_BYTES_BURST,
  RELAY_PROJECT_PUBLISH_BYTES_PER_SECOND,
  RELAY_PROJECT_PUBLISH_PER_SECOND,
  RELAY_PUBLISH_BYTES_BURST,
  RELAY_PUBLISH_BYTES_PER_SECOND,
  RELAY_UPGRADE_BURST,
  RELAY_UPGRADES_PER_SECOND,
} from '../constants.js'
import { RELAY_MAILBOX_LIMITS, type RelayMailboxLimits } from './relayMailbox.js'

export type RelayLimits = RelayMailboxLimits & {
  socketBufferBytes: number
  bufferedBytes: number
  fetchBytes: number
  sockets: number
  projectPublishBurst: number
  projectPublishPerSecond: number
  upgradeBurst: number
  upgradesPerSecond: number
  publishBytesBurst: number
  publishBytesPerSecond: number
  projectPublishBytesBurst: number
  projectPublishBytesPerSecond: number
  inboundBytesBurst: number
  inboundBytesPerSecond: number
}

/** The relay's limits: the defaults of services/constants.ts, with the overrides given (benchmarks and tests). */
export function relayLimitsWith(overrides: Partial<RelayLimits> = {}): RelayLimits {
  return {
    ...RELAY_MAILBOX_LIMITS,
    socketBufferBytes: RELAY_MAX_SOCKET_BUFFER_BYTES,
    bufferedBytes: RELAY_MAX_BUFFERED_BYTES,
    fetchBytes: RELAY_MAX_FETCH_BYTES,
    sockets: RELAY_MAX_SOCKETS,
    projectPublishBurst: RELAY_PROJECT_PUBLISH_BURST,
    projectPublishPerSecond: RELAY_PROJECT_PUBLISH_PER_SECOND,
    upgradeBurst: RELAY_UPGRADE_BURST,
    upgradesPerSecond: RELAY_UPGRADES_PER_SECOND,
    publishBytesBurst: RELAY_PUBLISH_BYTES_BURST,
    publishBytesPerSecond: RELAY_PUBLISH_BYTES_PER_SECOND,
    projectPublishBytesBurst: RELAY_PROJECT_PUBLISH_BYTES_BURST,
    projectPublishBytesPerSecond: RELAY_PROJECT_PUBLISH_BYTES_PER_SECOND,
    inboundBytesBurst: RELAY_INBOUND_BYTES_BURST,
    inboundBytesPerSecond: RELAY_INBOUND_BYTES_PER_SECOND,
    ...withoutUndefined(overrides),
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
