import {
  RELAY_INBOUND_BYTES_PER_SOCKET,
  RELAY_MAX_BUFFERED_BYTES,
  RELAY_MAX_FETCH_BYTES,
  RELAY_MAX_SOCKET_BUFFER_BYTES,
  RELAY_MAX_SOCKETS,
  RELAY_MAX_UNREAD_BYTES_PER_SOCKET,
  RELAY_PUBLISH_BYTES_PER_ADDRESS,
  RELAY_PUBLISH_BYTES_PER_PROJECT,
  RELAY_PUBLISH_BYTES_PER_SOCKET,
  RELAY_PUBLISHES_PER_ADDRESS,
  RELAY_PUBLISHES_PER_PROJECT,
  RELAY_PUBLISHES_PER_SOCKET,
  RELAY_UPGRADES_PER_ADDRESS,
} from '../constants.js'
import type { RateWindow } from '../rateLimit.js'
import { RELAY_MAILBOX_LIMITS, type RelayMailboxLimits } from './relayMailbox.js'

/** The relay's rate limits, each so many points per window (services/rateLimit.ts). */
export type RelayRateWindows = {
  upgradesPerAddress: RateWindow
  inboundBytesPerSocket: RateWindow
  publishesPerSocket: RateWindow
  publishBytesPerSocket: RateWindow
  publishesPerAddress: RateWindow
  publishBytesPerAddress: RateWindow
  publishesPerProject: RateWindow
  publishBytesPerProject: RateWindow
}

export type RelayLimits = RelayMailboxLimits &
  RelayRateWindows & {
    socketBufferBytes: number
    bufferedBytes: number
    fetchBytes: number
    sockets: number
    unreadBytesPerSocket: number
  }

/** The relay's limits: the defaults of services/constants.ts, with the overrides given (benchmarks and tests). */
export function relayLimitsWith(overrides: Partial<RelayLimits> = {}): RelayLimits {
  return {
    ...RELAY_MAILBOX_LIMITS,
    socketBufferBytes: RELAY_MAX_SOCKET_BUFFER_BYTES,
    bufferedBytes: RELAY_MAX_BUFFERED_BYTES,
    fetchBytes: RELAY_MAX_FETCH_BYTES,
    sockets: RELAY_MAX_SOCKETS,
    unreadBytesPerSocket: RELAY_MAX_UNREAD_BYTES_PER_SOCKET,
    upgradesPerAddress: RELAY_UPGRADES_PER_ADDRESS,
    inboundBytesPerSocket: RELAY_INBOUND_BYTES_PER_SOCKET,
    publishesPerSocket: RELAY_PUBLISHES_PER_SOCKET,
    publishBytesPerSocket: RELAY_PUBLISH_BYTES_PER_SOCKET,
    publishesPerAddress: RELAY_PUBLISHES_PER_ADDRESS,
    publishBytesPerAddress: RELAY_PUBLISH_BYTES_PER_ADDRESS,
    publishesPerProject: RELAY_PUBLISHES_PER_PROJECT,
    publishBytesPerProject: RELAY_PUBLISH_BYTES_PER_PROJECT,
    ...withoutUndefined(overrides),
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
