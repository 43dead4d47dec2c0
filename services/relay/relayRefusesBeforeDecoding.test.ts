import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELAY_MAX_JSON_DEPTH } from '../constants.js'
import { connectRelayClient } from './relayTestClient.js'
import { startRelayServer } from './startRelayServer.js'

const PROJECT_ID = 'early-refusal-project'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relayAndClient() {
  const server = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (projectId) => (projectId === PROJECT_ID ? { origins: [] } : undefined),
  })
  cleanups.push(() => server.close())
  const client = await connectRelayClient(server.url, { projectId: PROJECT_ID })
  cleanups.push(() => client.close())
  return { server, client }
}

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
})
