import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { evm } from '../../plugins/evm/evm.js'
import { names } from '../../plugins/names/names.js'
import { addProject } from '../../services/admin/addProject.js'
import { setName } from '../../services/admin/setName.js'
import { type ApiServer, startApiServer } from '../../services/api/startApiServer.js'
import { freePort } from '../../services/chain/freePort.js'
import type { Database } from '../../services/db/database.js'
import { openDatabase } from '../../services/db/openDatabase.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { announceWallet, installPageWindow } from '../fixtures/pageWindow.js'
import { createTestWallet } from '../fixtures/testWallet/index.js'
import { withTestChains } from '../fixtures/withTestChains.js'
import { createMemoryPersistence as createMemoryStorage } from '../support/kernelTesting.js'

// The eip155 account's profile from the services API identity lookup, through the instance's cache: the
// names plugin reads it (plugins/names), the evm plugin the balance.
const testbed = withTestChains()
const RDNS = 'dev.appkit.testwallet'
const PROJECT = 'evm-profile-test'
let database: Database
let api: ApiServer
let page: ReturnType<typeof installPageWindow>

beforeAll(async () => {
  database = await openDatabase()
  await addProject(database, { id: PROJECT })
  await setName(database, DEV_ACCOUNTS[0] as string, 'alice-dev.wcn.id', 'https://avatars.example/alice.png')
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
})
beforeEach(() => {
  page = installPageWindow()
  const wallet = createTestWallet({
    privateKeys: [DEV_DEPLOYER_KEY],
    chains: testbed.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  })
  announceWallet(
    page.window,
    { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: RDNS },
    wallet.provider,
  )
})
afterEach(() => {
  page.remove()
  vi.restoreAllMocks()
})

async function connected(apiUrl: string) {
  const kit = createAppKit(
    {
      projectId: PROJECT,
      networks: localNetworks(testbed.rpcUrls),
      plugins: [evm(), names()],
      endpoints: { api: apiUrl },
    },
    { storage: createMemoryStorage() },
  )
  await kit.ready()
  await kernelOf(kit).connection.connect({ connectorId: RDNS })
  await expect.poll(() => kit.getAccount('eip155').balance, { timeout: 10_000 }).toBeDefined()
  return kit
}

describe('account profile', () => {
  it('the account gets its name and avatar from /v1/identity/{address}; the identity is read once per 5 min', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const identityReads = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes(`/v1/identity/${DEV_ACCOUNTS[0]}`)).length
    const kit = await connected(api.url)
    await expect.poll(() => kit.getAccount('eip155').profileName).toBe('alice-dev.wcn.id')
    expect(kit.getAccount('eip155').profileImage).toBe('https://avatars.example/alice.png')
    // Another network re-reads the balance, not the identity.
    await kit.switchNetwork('eip155:31338')
    await expect.poll(() => kit.getAccount('eip155').caipAddress).toBe(`eip155:31338:${DEV_ACCOUNTS[0]}`)
    await expect.poll(() => kit.getAccount('eip155').balance).toBeDefined()
    expect(identityReads()).toBe(1)
    kit.destroy()
  })

  it('without an answer from the services API the account shows its address and still gets its balance', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const kit = await connected(`http://127.0.0.1:${await freePort()}`)
    await expect.poll(() => kit.getAccount('eip155').profileName).toBeNull()
    expect(kit.getAccount('eip155')).toMatchObject({ balance: '10000', profileName: null })
    kit.destroy()
  })
})
