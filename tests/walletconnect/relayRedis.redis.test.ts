import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, expect, it } from 'vitest'
import { createRedisRelayBackend } from '../../services/relay/redisRelayBackend.js'
import { startRelayServer } from '../../services/relay/startRelayServer.js'
import { startNodeWcWallet } from '../fixtures/nodeWcWallet.js'
import { pairingConnector } from '../support/walletConnectRealClients.js'

// Run by .ci/redis-tests, which starts Debian's redis-server and sets APPKIT_TEST_REDIS_URL.
const REDIS_URL = process.env.APPKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PROJECT_ID = 'wc-redis-test'
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function relayInstance() {
  const backend = await createRedisRelayBackend({ url: REDIS_URL })
  const relay = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (id) => (id === PROJECT_ID ? { origins: [] } : undefined),
    backend,
  })
  cleanups.push(
    () => backend.close(),
    () => relay.close(),
  )
  return relay
}

it('two relay instances share subscriptions and messages through Redis: dapp on one, wallet on the other', async () => {
  const dappRelay = await relayInstance()
  const walletRelay = await relayInstance()
  const wallet = await startNodeWcWallet({
    relayUrl: walletRelay.url,
    projectId: PROJECT_ID,
    chains: ['eip155:1'],
  })
  cleanups.push(() => wallet.close())
  const { connector, provider } = pairingConnector({
    projectId: PROJECT_ID,
    relayUrl: dappRelay.url,
    wallet: () => wallet,
    networks: [
      {
        id: 1,
        caipNetworkId: 'eip155:1',
        chainNamespace: 'eip155',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      },
    ],
    cleanups,
  })
  const result = await connector.connect({})
  expect(result.accounts[0]?.address).toBe(wallet.account.address)
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [stringToHex('across relays'), wallet.account.address],
  })) as Hex
  expect(await verifyMessage({ address: wallet.account.address, message: 'across relays', signature })).toBe(
    true,
  )
}, 60_000)
