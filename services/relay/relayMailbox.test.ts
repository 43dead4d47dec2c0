import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRelayMailbox, RELAY_MAILBOX_LIMITS } from './relayMailbox.js'

const limits = { perTopicMessages: 200, messages: 50, perTopicBytes: 1e9, perProjectBytes: 3_000, bytes: 1e9 }
const message = (index: number) => ({
  topic: `t${index % 7}`,
  message: `m${index}`,
  ttlSeconds: 300,
  senderId: 'a',
  projectId: index % 2 ? 'p1' : 'p2',
})

/** Any UTF-16 code unit (lone surrogates too), with what JSON must escape or keep as it is made likely. */
const utf16Unit = fc.oneof(
  fc.constantFrom(
    '"',
    '\\',
    '\u0000',
    '\n',
    '\u001f',
    '\u007f',
    '\ud800',
    '\udfff',
    '\ud83d\ude00',
    '\u2028',
    'é',
    '/',
  ),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
)

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
    expect(
      mailbox.pendingFor('t2', 'b').map((stored) => JSON.parse(stored.jsonParts.join('')).message),
    ).toContain('m499')
  })

  it('keeps what a push carries byte for byte: the stored JSON is what JSON.stringify writes of the message event', () => {
    let time = 1_700_000_000_000
    const mailbox = createRelayMailbox(() => time, RELAY_MAILBOX_LIMITS)
    fc.assert(
      fc.property(
        fc.string({ unit: utf16Unit, maxLength: 300 }),
        fc.option(fc.string({ unit: 'binary', maxLength: 50 })),
        fc.option(fc.integer()),
        (text, attestation, tag) => {
          time += 1
          const stored = mailbox.add({
            topic: 'a'.repeat(64),
            message: `${time}${text}`,
            ttlSeconds: 300,
            senderId: 'a',
            projectId: 'p',
            attestation,
            ...(tag === null ? {} : { tag }),
          })
          const event = {
            topic: 'a'.repeat(64),
            message: `${time}${text}`,
            publishedAt: time,
            attestation,
            ...(tag === null ? {} : { tag }),
          }
          expect(stored?.jsonParts.join('')).toBe(JSON.stringify(event))
        },
      ),
      { numRuns: 500 },
    )
  })
  it('spec 9: a deleted message stays dropped while it is in the recently deleted list (200), which is trimmed by half', () => {
    const one = { perTopicMessages: 1, messages: 1e6, perTopicBytes: 1e9, perProjectBytes: 1e9, bytes: 1e9 }
    const mailbox = createRelayMailbox(() => 0, one)
    const publish = (index: number) =>
      mailbox.add({ topic: 't', message: `m${index}`, ttlSeconds: 300, senderId: 'a', projectId: 'p' })
    // One message a topic: each publish deletes the one before it.
    expect(publish(0)).toBeDefined()
    expect(publish(1)).toBeDefined()
    expect(publish(0)).toBeUndefined()
    // m0 to m200 deleted: 201 entries, so the oldest half (m0 to m99) leaves the list.
    for (let index = 2; index <= 201; index++) expect(publish(index)).toBeDefined()
    expect(publish(150)).toBeUndefined()
    expect(publish(99)).toBeDefined()
    expect(publish(100)).toBeUndefined()
  })
})
