import {
  CRYPTO_JWT_TTL,
  PAIRING_RPC_OPTS,
  PUBLISHER_DEFAULT_TTL,
  RELAYER_RECONNECT_TIMEOUT,
} from '@walletconnect/core'
import nacl from 'tweetnacl'
import type { Hex } from 'viem'
import { createPublicClient, http, stringToHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../kernel/store/types.js'
import { createWalletConnectConnector } from '../../plugins/walletconnect/createWalletConnectConnector.js'
import { relayRefusalOf } from '../../plugins/walletconnect/relayRefusals.js'
import { sessionNetworkState } from '../../plugins/walletconnect/sessionNetworks.js'
import { freePort } from '../../services/chain/freePort.js'
import { startAnvil } from '../../services/chain/startAnvil.js'
import { startRelayServer } from '../../services/relay/startRelayServer.js'
import { createMemoryKeyValueStorage } from '../fixtures/memoryKeyValueStorage.js'
import { startNodeWcWallet } from '../fixtures/nodeWcWallet.js'
import { dappDefaults, pairingConnector } from '../support/walletConnectRealClients.js'

const PROJECT_ID = 'wc-plugin-test'
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

const network = (id: number): CaipNetwork =>
  ({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }) as CaipNetwork

/** Our relay for PROJECT_ID and the real walletkit wallet on it (eip155:1, and what `extra` adds), closed after the test. */
async function startRelayAndWallet(extra: Partial<Parameters<typeof startNodeWcWallet>[0]> = {}) {
  const relay = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (id) => (id === PROJECT_ID ? { origins: [] } : undefined),
  })
  cleanups.push(() => relay.close())
  const wallet = await startNodeWcWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    chains: ['eip155:1'],
    ...extra,
  })
  cleanups.push(() => wallet.close())
  return { relay, wallet }
}

async function setup() {
  const { relay, wallet } = await startRelayAndWallet()
  const storage = createMemoryKeyValueStorage()
  // The sign-client keeps one core per storage prefix in a process; a page reload starts afresh, so each test uses its own.
  const customStoragePrefix = `dapp-${crypto.randomUUID()}`
  let stored = false
  const events: string[] = []
  const pairings: ({ uri: string; expiresAt: number } | undefined)[] = []
  let loads = 0
  const make = () => {
    const made = createWalletConnectConnector({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      metadata: { name: 'test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      networks: [network(1), network(10)],
      onPairing: (pairing) => {
        pairings.push(pairing)
        if (pairing) void wallet.pair(pairing.uri)
      },
      onError: (error) => events.push(`error ${String(error)}`),
      onSessionDeleted: () => events.push('session deleted'),
      storedSession: { has: () => stored, set: (present) => (stored = present) },
      signClientOptions: { storage, logger: 'silent', customStoragePrefix },
      loadSignClient: async () => {
        loads++
        return (await import('@walletconnect/sign-client')).SignClient
      },
    })
    cleanups.push(async () => made.getClient()?.core.relayer.transportClose())
    return made
  }
  return { wallet, relayUrl: relay.url, make, events, pairings, loads: () => loads, hasStored: () => stored }
}

describe('WALLET_CONNECT connector', () => {
  it('loads nothing until connect; connect publishes the pairing URI and resolves with the approved eip155 accounts', async () => {
    const { wallet, make, pairings, loads } = await setup()
    const { connector, provider } = make()
    expect(loads()).toBe(0)
    await expect(connector.reconnect?.({})).rejects.toThrow('Session not initialized')
    await expect(provider.request({ method: 'personal_sign' })).rejects.toThrow('Sign Client not initialized')
    expect(loads()).toBe(0)

    const result = await connector.connect({})
    expect(loads()).toBe(1)
    expect(pairings[0]?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairings.at(-1)).toBeUndefined()
    expect(result).toEqual({ accounts: [{ address: wallet.account.address, type: 'eoa' }], chainId: '1' })

    const message = 'sign in to appkit'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.account.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.account.address, message, signature })).toBe(true)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')

    // spec 3, network state: the wallet approved eip155:1 of the two networks asked for, and no
    // wallet_switchEthereumChain, so it does not support all networks; after the session, the initial values.
    expect(sessionNetworkState(provider.session, 'eip155', [network(1), network(10)])).toEqual({
      supportsAllNetworks: false,
      approvedCaipNetworkIds: ['eip155:1'],
    })
    expect(sessionNetworkState(provider.session, 'eip155', [network(1)]).supportsAllNetworks).toBe(true)
    await connector.disconnect()
    expect(sessionNetworkState(provider.session, 'eip155', [network(1), network(10)])).toEqual({
      supportsAllNetworks: true,
      approvedCaipNetworkIds: [],
    })
  }, 60_000)

  it("spec 3, session namespaces' rpcMap: reads go to the network's RPC, signatures to the wallet", async () => {
    const { wallet, relayUrl } = await setup()
    const anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 1 })
    cleanups.push(async () => anvil.stop())
    const chain = { ...network(1), rpcUrls: { default: { http: [anvil.rpcUrl] } } } as CaipNetwork
    const made = pairingConnector({
      projectId: PROJECT_ID,
      relayUrl,
      wallet: () => wallet,
      networks: [chain],
      cleanups,
    })
    await made.connector.connect({})
    expect(made.provider.rpcMap).toEqual({ 'eip155:1': anvil.rpcUrl })
    // The test wallet answers no eth_getBalance: the balance is the chain's (anvil funds its first account).
    const balance = await made.provider.request({
      method: 'eth_getBalance',
      params: [wallet.account.address, 'latest'],
    })
    const direct = await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({
      address: wallet.account.address,
    })
    expect(BigInt(balance as Hex)).toBe(direct)
    // An RPC error answer is the request's error, with the node's code (callJsonRpc's RpcResponseError).
    await expect(
      made.provider.request({ method: 'eth_getBalance', params: ['not an address'] }),
    ).rejects.toMatchObject({ name: 'RpcResponseError', code: expect.any(Number) })
    // A signature still goes to the wallet.
    const signature = await made.provider.request({
      method: 'personal_sign',
      params: [stringToHex('hi'), wallet.account.address],
    })
    expect(
      await verifyMessage({ address: wallet.account.address, message: 'hi', signature: signature as Hex }),
    ).toBe(true)
  }, 60_000)

  it('session delete from the wallet fires disconnect; a stored session reconnects after reload', async () => {
    const { wallet, make, events, hasStored } = await setup()
    const first = make()
    await first.connector.connect({})
    expect(hasStored()).toBe(true)
    // Reload: a new connector over the same storage restores the live session without prompting.
    const second = make()
    const restored = await second.connector.reconnect?.({})
    expect(restored?.accounts[0]?.address).toBe(wallet.account.address)
    await second.provider.request({ method: 'eth_accounts' })

    const [session] = wallet.sessions()
    if (!session) throw new Error('the wallet has no session')
    await wallet.disconnect(session.topic)
    await expect.poll(() => events, { timeout: 15_000 }).toContain('session deleted')
    expect(hasStored()).toBe(false)
  }, 60_000)

  it("spec 8.49, decode errors: a relay message on the session topic that no decoder reads is the sign-client's logged decode error (uint8arrays' 'Non-base64pad character', of the family of 'Non-base256emoji character'), dropped; the session goes on and the next request is answered", async () => {
    const { wallet, make, events } = await setup()
    const made = make()
    await made.connector.connect({})
    const client = made.getClient()
    const [session] = wallet.sessions()
    if (!client || !session) throw new Error('no session')
    const logged: string[] = []
    client.logger.error = (entry: unknown) => void logged.push(String(entry))
    // The wallet's own relay client publishes, over our relay, what is not a base64 envelope, on the session topic.
    await wallet.walletKit.core.relayer.publish(session.topic, '🚀🚀 not an envelope', {
      ttl: 300,
      tag: 1109,
    })
    await expect.poll(() => logged, { timeout: 15_000 }).toContain('Non-base64pad character')
    expect(logged).toContain('onRelayMessage() -> failed to process an inbound message: 🚀🚀 not an envelope')
    // Nothing reaches the user: no error, no disconnect; the session still answers a request.
    expect(events).toEqual([])
    const signature = await made.provider.request({
      method: 'personal_sign',
      params: [stringToHex('after'), wallet.account.address],
    })
    expect(
      await verifyMessage({ address: wallet.account.address, message: 'after', signature: signature as Hex }),
    ).toBe(true)
    expect(client.session.get(session.topic).topic).toBe(session.topic)
  }, 60_000)

  it("an unknown projectId: the relay's refusal reaches onRelayError and maps to Invalid Project ID", async () => {
    const relay = await startRelayServer({ host: '127.0.0.1', port: 0, lookupProject: async () => undefined })
    cleanups.push(() => relay.close())
    const relayErrors: unknown[] = []
    const { connector, getClient } = createWalletConnectConnector({
      projectId: 'nobody-knows-this',
      relayUrl: relay.url,
      ...dappDefaults(),
      networks: [network(1)],
      onPairing: () => undefined,
      onRelayError: (error) => relayErrors.push(error),
    })
    cleanups.push(async () => getClient()?.core.relayer.transportClose())
    // The sign-client keeps trying the relay, so connect does not settle; the refusal is reported at once.
    connector.connect({}).catch(() => undefined)
    await expect.poll(() => relayErrors.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(relayRefusalOf(relayErrors[0])?.code).toBe('providerInvalidKey')
    expect(String(relayErrors[0])).toContain('closed abnormally with code: 3000 (Unauthorized: invalid key)')
  }, 60_000)
})

describe("the sign-client's pairing and session rules, real clients through our relay", () => {
  it('spec 3.19, 4.27, 5.22, 7.40, 8.40, 9.15, 9.18, 9.22, 9.23: pairing records, proposal and session lifetimes, ping, delete, refusals, relay timings', async () => {
    const { relay, wallet } = await startRelayAndWallet()
    type Client = NonNullable<ReturnType<typeof made.getClient>>
    let before:
      | { pairing: ReturnType<Client['core']['pairing']['getPairings']>; proposalExpiry: number[] }
      | undefined
    let uri = ''
    const made = createWalletConnectConnector({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      ...dappDefaults(),
      networks: [network(1)],
      onPairing: (pairing) => {
        if (!pairing) return
        const client = made.getClient()
        // Before the wallet pairs: the pairing and the proposal as the sign-client created them.
        before = {
          pairing: structuredClone(client?.core.pairing.getPairings() ?? []),
          proposalExpiry: client?.proposal.getAll().map((proposal) => proposal.expiryTimestamp) ?? [],
        }
        uri = pairing.uri
        void wallet.pair(pairing.uri)
      },
    })
    cleanups.push(async () => made.getClient()?.core.relayer.transportClose())
    const startedAt = Date.now() / 1000
    await made.connector.connect({})
    const client = made.getClient()
    if (!client || !before) throw new Error('no client or pairing')
    const near = (value: number | undefined, expected: number) =>
      expect(Math.abs((value ?? 0) - startedAt - expected)).toBeLessThan(30)

    // 3.19 and 4.27: created inactive, relay protocol irn, expiring in 5 minutes; proposal time-to-live 5 minutes.
    const [created] = before.pairing
    expect(created).toMatchObject({ active: false, relay: { protocol: 'irn' } })
    near(created?.expiry, 300)
    near(before.proposalExpiry[0], 300)
    expect(uri).toContain(`${created?.topic}@2?`)
    // Activated by the wallet's approval, its 5 minutes counted again from then; the session expires in 7 days (9.23).
    const topic = created?.topic ?? ''
    await expect
      .poll(() => client.core.pairing.getPairings().find((pairing) => pairing.topic === topic)?.active)
      .toBe(true)
    const renewed = client.core.pairing.getPairings().find((pairing) => pairing.topic === topic)?.expiry ?? 0
    expect(renewed).toBeGreaterThanOrEqual(created?.expiry ?? Number.POSITIVE_INFINITY)
    near(renewed, 300)
    near(made.provider.session?.expiry, 7 * 86_400)

    // 5.22: the same URI again (an existing active pairing) and an expired URI are refused by the wallet.
    await expect(wallet.pair(uri)).rejects.toThrow(/already exists|active/i)
    const expired = uri
      .replace(/^wc:[0-9a-f]{64}/, `wc:${'a'.repeat(64)}`)
      .replace(/expiryTimestamp=\d+/, `expiryTimestamp=${Math.floor(startedAt) - 60}`)
    await expect(wallet.pair(expired)).rejects.toThrow(/expired/i)
    await expect(wallet.pair('wc:not-a-uri')).rejects.toThrow(/Missing or invalid. pair\(\) uri/)

    // 7.40 and 9.22: wc_pairingPing is answered across the relay (ttl 30 s); wc_pairingDelete (ttl 1 day) ends the
    // wallet's pairing too.
    await client.core.pairing.ping({ topic })
    expect(PAIRING_RPC_OPTS.wc_pairingPing.req.ttl).toBe(30)
    expect(PAIRING_RPC_OPTS.wc_pairingDelete.req.ttl).toBe(86_400)
    await client.core.pairing.disconnect({ topic })
    await expect
      .poll(() => wallet.pairings().some((pairing) => pairing.topic === topic), { timeout: 15_000 })
      .toBe(false)
    expect(client.core.pairing.getPairings().some((pairing) => pairing.topic === topic)).toBe(false)

    // 8.40: a request on a topic the client has no key for: 'No matching key'.
    await expect(
      client.request({
        topic: 'f'.repeat(64),
        chainId: 'eip155:1',
        request: { method: 'eth_chainId', params: [] },
      }),
    ).rejects.toThrow(/No matching key/)

    // A method the wallet did not approve is refused before it is sent.
    await expect(
      client.request({
        topic: made.provider.session?.topic ?? '',
        chainId: 'eip155:1',
        request: { method: 'eth_signTypedData_v4', params: [] },
      }),
    ).rejects.toThrow(/Missing or invalid. request\(\) method: eth_signTypedData_v4/)

    // 9.15 and 9.18: the heartbeat and the relay client's timings and limits on this client.
    expect(client.core.heartbeat.interval).toBe(5)
    // The relayer's concrete class keeps these (the interfaces do not declare them).
    const relayer = client.core.relayer as unknown as {
      connectTimeout: number
      heartBeatTimeout: number
      subscriber: {
        initialSubscribeTimeout: number
        subscribeTimeout: number
        batchSubscribeTopicsLimit: number
      }
      publisher: { initialPublishTimeout: number; publishTimeout: number }
    }
    expect([relayer.connectTimeout, relayer.heartBeatTimeout]).toEqual([15_000, 35_000])
    expect([relayer.subscriber.initialSubscribeTimeout, relayer.subscriber.subscribeTimeout]).toEqual([
      15_000, 60_000,
    ])
    expect([relayer.publisher.initialPublishTimeout, relayer.publisher.publishTimeout]).toEqual([
      15_000, 60_000,
    ])
    expect(relayer.subscriber.batchSubscribeTopicsLimit).toBe(500)
    expect([RELAYER_RECONNECT_TIMEOUT, PUBLISHER_DEFAULT_TTL, CRYPTO_JWT_TTL]).toEqual([
      0.1,
      6 * 3_600,
      86_400,
    ])
  }, 60_000)
})

describe('WALLET_CONNECT connector: events of another namespace', () => {
  it("a session_event on a solana chain goes to onNamespaceEvent, never to the eip155 account's onAccountsChanged", async () => {
    const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const { relay, wallet } = await startRelayAndWallet({
      solana: { secretKey: nacl.sign.keyPair().secretKey, chains: [SOLANA] },
    })
    const eip155Accounts: string[][] = []
    const namespaceEvents: { chainId: string; name: string; data: unknown }[] = []
    const solanaNetwork = {
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: SOLANA,
      chainNamespace: 'solana',
      name: 'devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    } as unknown as CaipNetwork
    const made = pairingConnector({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      wallet: () => wallet,
      networks: [network(1), solanaNetwork],
      served: ['solana'],
      hooks: {
        onAccountsChanged: (accounts) => eip155Accounts.push(accounts),
        onNamespaceEvent: (event) => namespaceEvents.push(event),
      },
      cleanups,
    })
    await made.connector.connect({})
    const topic = wallet.sessions()[0]?.topic ?? ''
    const next = nacl.sign.keyPair()
    await wallet.emitSolanaAccountsChanged(topic, SOLANA, next.secretKey)
    await expect.poll(() => namespaceEvents, { timeout: 15_000 }).toHaveLength(1)
    expect(namespaceEvents[0]).toEqual({
      chainId: SOLANA,
      name: 'accountsChanged',
      data: [wallet.solanaAddress],
    })
    expect(eip155Accounts).toEqual([])
  }, 60_000)
})
