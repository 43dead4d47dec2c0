import { expect, it } from 'vitest'
import { RELAY_DEFAULT_TTL_SECONDS } from '../constants.js'
import { relayLimitsWith } from './relayLimits.js'
import { createRelayMailbox } from './relayMailbox.js'
import { publish } from './relayPublish.js'
import { createRelayState, type Peer } from './relayState.js'

it('spec 9: a message published without a ttl is kept 6 hours, then no longer delivered', () => {
  expect(RELAY_DEFAULT_TTL_SECONDS).toBe(6 * 60 * 60)
  let time = 1_000_000
  const limits = relayLimitsWith()
  const relay = createRelayState(limits, undefined)
  relay.mailbox = createRelayMailbox(() => time, limits)
  const sender = { clientId: 'sender', projectId: 'p' } as Peer
  publish(relay, sender, { topic: 'a'.repeat(64), message: 'no ttl' })
  publish(relay, sender, { topic: 'b'.repeat(64), message: 'ttl 300 s', ttl: 300 })
  const [stored] = relay.mailbox.pendingFor('a'.repeat(64), 'receiver')
  expect(stored?.expiresAt).toBe(1_000_000 + 6 * 60 * 60 * 1000)
  // A given ttl is kept as given.
  expect(relay.mailbox.pendingFor('b'.repeat(64), 'receiver')[0]?.expiresAt).toBe(1_000_000 + 300_000)
  time += 6 * 60 * 60 * 1000 - 1
  expect(relay.mailbox.pendingFor('a'.repeat(64), 'receiver')).toHaveLength(1)
  time += 1
  expect(relay.mailbox.pendingFor('a'.repeat(64), 'receiver')).toEqual([])
})
