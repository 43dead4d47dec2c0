import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiClient } from '../../kernel/http/createApiClient.js'
import { eip155Message } from '../../plugins/siwx/eip155/eip155Message.js'
import type { SiwxMessage } from '../../plugins/siwx/protocol/siwx.js'
import { servicesSessionStore } from '../../plugins/siwx/sessionStore.js'
import { addProject } from '../../services/admin/addProject.js'
import { createApiApp } from '../../services/api/createApiApp.js'
import { freePort } from '../../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../services/chain/startAnvil.js'
import type { Database } from '../../services/db/database.js'
import { openTestDatabase } from '../support/openTestDatabase.js'

// The plugin's services store against the real session API: what the page writes, the server accepts.

const ORIGIN = 'http://127.0.0.1:5274'
const account = privateKeyToAccount(generatePrivateKey())
let anvil: AnvilInstance
let database: Database
let store: ReturnType<typeof servicesSessionStore>

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  database = await openTestDatabase()
  await addProject(database, { id: 'store-project', origins: [ORIGIN] })
  const app = createApiApp({
    database,
    blockchain: {
      chains: [
        {
          caip2: 'eip155:31337',
          chainId: 31337,
          name: 'Dev',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      tokens: [],
      prices: {},
    },
    publicUrl: 'http://api.test',
  })
  const api = createApiClient({
    baseUrl: 'http://api.test',
    projectId: 'store-project',
    sdkType: 'appkit',
    sdkVersion: 'test',
    // As the page's fetch would: with its Origin.
    fetch: async (url: string, init?: RequestInit) =>
      app.request(url, { ...init, headers: { ...(init?.headers as object), origin: ORIGIN } }),
  })
  store = servicesSessionStore(api)
}, 60_000)

afterAll(async () => {
  await database?.close()
  await anvil?.stop()
})

it('a session the page signs is accepted by the services, restored with its token; an unknown token is not trusted; the nonce is single-use', async () => {
  const data: SiwxMessage = {
    accountAddress: account.address,
    chainId: 'eip155:31337',
    domain: new URL(ORIGIN).host,
    uri: ORIGIN,
    version: '1',
    nonce: await store.nonce(),
    statement: 'Sign in',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  }
  const message = eip155Message.build(data)
  const signature = await account.signMessage({ message })
  const stored = await store.add({ data, message, signature })
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(stored.session.data).toEqual(data)
  expect(await store.restore([stored])).toEqual([stored])
  // A token the services do not know is not trusted.
  expect(await store.restore([{ ...stored, token: 'A'.repeat(43) }])).toEqual([])
  // The same signed message again: its nonce is spent.
  await expect(store.add({ data, message, signature })).rejects.toThrow()
})
