import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectRelayClient } from '../../tests/support/relayTestClient.js'
import { RELAY_MAX_JSON_DEPTH, RELAY_MAX_MESSAGE_CHARS } from '../constants.js'
import { type StartRelayServerParameters, startRelayServer } from './startRelayServer.js'

const PROJECT_ID = 'early-refusal-project'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relayAndClient(limits: StartRelayServerParameters['limits'] = {}) {
  const server = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (projectId) => (projectId === PROJECT_ID ? { origins: [] } : undefined),
    limits,
  })
  cleanups.push(() => server.close())
  const client = await connectRelayClient(server.url, { projectId: PROJECT_ID })
  cleanups.push(() => client.close())
  return { server, client }
}

/** The socket's byte rate refuses, and says when its window ends (its 600 s, less what has passed). */
const BYTES_REFUSAL =
  /^Limit exceeded: too many bytes published on this socket, slow down \(retry in (600|599) s\)$/

/** The sizes of the Buffers this process decoded to strings while `spy` watched: the relay's frames among them. */
const decodedSizes = (spy: { mock: { contexts: unknown[] } }) =>
  spy.mock.contexts.map((context) => (context as Buffer).byteLength)

describe('the relay refuses abusive frames before decoding them to text', () => {
  it('a frame nested past the depth limit gets -32600 without its bytes becoming a string', async () => {
    const { client } = await relayAndClient()
    const frame = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const decoded = vi.spyOn(Buffer.prototype, 'toString')
    client.sendRaw(frame)
    await vi.waitFor(() => expect(client.strays).toHaveLength(1))
    expect(client.strays[0]).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: {
        code: -32600,
        message: `Invalid Request: the frame nests deeper than ${RELAY_MAX_JSON_DEPTH} levels`,
      },
    })
    expect(decodedSizes(decoded).filter((size) => size >= frame.length)).toEqual([])
  })

  it('a publish past the byte rate gets the same -32005 answer without its message becoming a string; one within it is taken once', async () => {
    const { server, client } = await relayAndClient({
      publishBytesPerSocket: { points: 150 * 1024, seconds: 600 },
    })
    const receiver = await connectRelayClient(server.url, { projectId: PROJECT_ID })
    cleanups.push(() => receiver.close())
    const topic = 'ab'.repeat(32)
    await receiver.call('irn_subscribe', { topic })
    const message = `first${'m'.repeat(100 * 1024)}`
    // Within the burst: accepted (its bytes taken once, not once by the early check and again) and delivered.
    expect((await client.call('irn_publish', { topic, message, ttl: 300 })).result).toBe(true)
    expect((await receiver.nextPush(topic)).message).toBe(message)
    const decoded = vi.spyOn(Buffer.prototype, 'toString')
    const refused = await client.call('irn_publish', {
      topic,
      message: `again${'m'.repeat(100 * 1024)}`,
      ttl: 300,
    })
    expect(refused).toEqual({
      id: 2,
      jsonrpc: '2.0',
      error: { code: -32005, message: expect.stringMatching(BYTES_REFUSAL) },
    })
    const oversized = await client.call('irn_publish', {
      topic,
      message: 'o'.repeat(RELAY_MAX_MESSAGE_CHARS + 1),
      attestation: null,
    })
    expect(oversized.error).toEqual({
      code: -32005,
      message: `Limit exceeded: message over ${RELAY_MAX_MESSAGE_CHARS} characters`,
    })
    expect(decodedSizes(decoded).filter((size) => size >= 100 * 1024)).toEqual([])
    expect(server.stats().published).toBe(1)
  })

  it('a wc_proposeSession or wc_approveSession over the message limit or past the byte rate gets the same -32005 answer without its messages becoming strings; one within them is taken once', async () => {
    const { server, client } = await relayAndClient({
      publishBytesPerSocket: { points: 150 * 1024, seconds: 600 },
    })
    const pairingTopic = 'cd'.repeat(32)
    const sessionTopic = 'ef'.repeat(32)
    const proposal = `proposal${'p'.repeat(100 * 1024)}`
    // Within the burst: accepted (its bytes taken once, not once by the early check and again).
    expect(
      (await client.call('wc_proposeSession', { pairingTopic, sessionProposal: proposal, ttl: 300 })).result,
    ).toBe(true)
    const decoded = vi.spyOn(Buffer.prototype, 'toString')
    const limited = {
      code: -32005,
      message: expect.stringMatching(BYTES_REFUSAL),
    }
    // 100 KiB of the 150 KiB burst are taken: 30 KiB more fits, 60 KiB does not.
    const approve = (response: string, settlement: string) =>
      client.call('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: response,
        sessionSettlementRequest: settlement,
        ttl: 300,
      })
    expect((await approve('r'.repeat(30 * 1024), 's'.repeat(30 * 1024))).error).toEqual(limited)
    expect(
      (await client.call('wc_proposeSession', { pairingTopic, sessionProposal: 'q'.repeat(60 * 1024) }))
        .error,
    ).toEqual(limited)
    const overLimit = {
      code: -32005,
      message: `Limit exceeded: message over ${RELAY_MAX_MESSAGE_CHARS} characters`,
    }
    expect((await approve('short', 'o'.repeat(RELAY_MAX_MESSAGE_CHARS + 1))).error).toEqual(overLimit)
    expect(
      (
        await client.call('wc_proposeSession', {
          pairingTopic,
          sessionProposal: 'o'.repeat(RELAY_MAX_MESSAGE_CHARS + 1),
        })
      ).error,
    ).toEqual(overLimit)
    expect(decodedSizes(decoded).filter((size) => size >= 30 * 1024)).toEqual([])
    // The refused ones took nothing: what is left of the burst still carries an approval of 2 x 10 KiB.
    expect((await approve('r'.repeat(10 * 1024), 's'.repeat(10 * 1024))).result).toBe(true)
    expect(server.stats().published).toBe(3)
  })
})
