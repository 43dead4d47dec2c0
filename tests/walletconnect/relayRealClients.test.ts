import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type RelayServer, startRelayServer } from '../../services/relay/startRelayServer.js'
import { createMemoryKeyValueStorage } from '../fixtures/memoryKeyValueStorage.js'
import { type NodeWcWallet, startNodeWcWallet } from '../fixtures/nodeWcWallet.js'

const PROJECT_ID = 'relay-test-project'
const lookupProject = async (projectId: string) => (projectId === PROJECT_ID ? { origins: [] } : undefined)

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function relay(port = 0): Promise<RelayServer> {
  const server = await startRelayServer({ host: '127.0.0.1', port, lookupProject })
  cleanups.push(() => server.close())
  return server
}

async function dapp(relayUrl: string) {
  const client = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${crypto.randomUUID()}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'appkit test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => client.core.relayer.transportClose())
  return client
}

async function wallet(relayUrl: string): Promise<NodeWcWallet> {
  const started = await startNodeWcWallet({ relayUrl, projectId: PROJECT_ID, chains: ['eip155:1'] })
  cleanups.push(() => started.close())
  return started
}

async function pairAndApprove(relayUrl: string) {
  const client = await dapp(relayUrl)
  const walletSide = await wallet(relayUrl)
  const { uri, approval } = await client.connect({
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction', 'eth_chainId'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  await walletSide.pair(uri)
  const session = await approval()
  return { client, walletSide, session }
}

const personalSign = (
  client: Awaited<ReturnType<typeof dapp>>,
  session: SessionTypes.Struct,
  text: string,
) => {
  const address = session.namespaces.eip155?.accounts[0]?.split(':')[2] as Hex
  return client
    .request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex(text), address] },
    })
    .then((signature) => ({ signature, address }))
}

describe('relay with the real sign-client and walletkit', () => {
  it('pairs, approves a session with eip155 accounts, answers personal_sign, and session delete reaches the other side', async () => {
    const server = await relay()
    const { client, walletSide, session } = await pairAndApprove(server.url)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${walletSide.account.address}`])
    expect(session.namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])

    const { signature, address } = await personalSign(client, session, 'hello appkit')
    expect(await verifyMessage({ address, message: 'hello appkit', signature })).toBe(true)

    const deleted = new Promise<{ topic: string }>((resolve) => client.on('session_delete', resolve))
    await walletSide.disconnect(session.topic)
    expect((await deleted).topic).toBe(session.topic)
    expect(client.session.getAll()).toEqual([])
  }, 60_000)

  it('the relay restarted mid-session, the next request still completes', async () => {
    const first = await relay()
    const { client, session } = await pairAndApprove(first.url)
    await first.close()
    const second = await relay(first.port)
    // Both clients come back on their own (reconnect, then irn_batchSubscribe of their topics).
    await expect.poll(() => second.stats(), { timeout: 30_000 }).toMatchObject({ sockets: 2, topics: 2 })
    const startedAt = Date.now()
    const { signature, address } = await personalSign(client, session, 'after restart')
    expect(await verifyMessage({ address, message: 'after restart', signature })).toBe(true)
    expect(Date.now() - startedAt).toBeLessThan(5_000)
  }, 90_000)

  it('a request sent while the relay restarts still completes (the client retries the publish)', async () => {
    const first = await relay()
    const { client, session } = await pairAndApprove(first.url)
    await first.close()
    const pending = personalSign(client, session, 'during restart')
    await relay(first.port)
    const { signature, address } = await pending
    expect(await verifyMessage({ address, message: 'during restart', signature })).toBe(true)
  }, 90_000)
})
