import { describe, expect, it } from 'vitest'
import { createRelayMailbox } from './relayMailbox.js'

const limits = { perTopicMessages: 200, messages: 50, perTopicBytes: 1e9, perProjectBytes: 3_000, bytes: 1e9 }
const message = (index: number) => ({
  topic: `t${index % 7}`,
  message: `m${index}`,
  ttlSeconds: 300,
  senderId: 'a',
  projectId: index % 2 ? 'p1' : 'p2',
})

describe('the relay mailbox', () => {
  it('finding 4: keeps its count and each project within their limits, the oldest going first', () => {
    let time = 0
    const mailbox = createRelayMailbox(() => time, limits)
    for (let index = 0; index < 500; index++) {
      time += 10
      mailbox.add(message(index))
      expect(mailbox.size).toBeLessThanOrEqual(limits.messages)
      expect(mailbox.bytesOfProject('p1')).toBeLessThanOrEqual(limits.perProjectBytes)
    }
    // The newest are kept.
    expect(mailbox.pendingFor('t2', 'b').map((stored) => JSON.parse(stored.json).message)).toContain('m499')
  })
})
