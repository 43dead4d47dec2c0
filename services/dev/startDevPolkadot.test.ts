import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devPolkadotInfoSchema } from '../../plugins/polkadot/protocol/devPolkadotInfo.js'
import { DEV_POLKADOT_ACCOUNTS } from '../../plugins/polkadot/protocol/localPolkadotChain.js'
import { addProject } from '../admin/addProject.js'
import { findPolkadotChainWorkspace } from '../chain/polkadot/polkadotChainWorkspace.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/openDatabase.js'
import { DEV_ORIGINS, DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import type { DevCleanups } from './startDevChains.js'
import { startDevPolkadot } from './startDevPolkadot.js'

const PORT_BASE = 7400
const PAGE = 'http://127.0.0.1:7410'

describe("appkit dev's Polkadot step: Chopsticks behind a chain guard on port base + 551", () => {
  const cleanups: DevCleanups = []
  let database: Database
  let info: ReturnType<typeof devPolkadotInfoSchema.parse>

  beforeAll(async () => {
    const workspace = findPolkadotChainWorkspace()
    if (!workspace)
      throw new Error(
        'the optional polkadot-chain workspace is not installed: run "npm install --prefix optional/polkadot-chain"',
      )
    database = await openDatabase()
    await addProject(database, { id: DEV_PROJECT_ID, name: 'appkit dev', origins: DEV_ORIGINS })
    const step = startDevPolkadot(workspace, PORT_BASE, cleanups)
    const described = await step.guarded(database)
    if (!described) throw new Error('the Polkadot chain did not start')
    info = devPolkadotInfoSchema.parse(described)
  }, 200_000)
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
    await database?.close()
  })

  const call = (body: string, origin?: string) =>
    fetch(info.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body,
    })
  const rpc = (method: string, params: unknown[] = []) =>
    JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })

  it("describes dev.json's field: the guard's URLs, the CAIP-2 id and the funded accounts", () => {
    expect(info.rpcUrl).toBe(`http://127.0.0.1:${PORT_BASE + PORT_OFFSETS.polkadotChain}`)
    expect(info.wsUrl).toBe(`ws://127.0.0.1:${PORT_BASE + PORT_OFFSETS.polkadotChain}`)
    expect(info.chainId).toBe(`polkadot:${info.genesisHash.slice(2, 34)}`)
    expect(info.accounts.map((account) => account.address)).toEqual(
      DEV_POLKADOT_ACCOUNTS.map((account) => account.address),
    )
  })

  it('serves a page of the dev project reads, and refuses it dev_* and other origins', async () => {
    const read = await (await call(rpc('system_properties'), PAGE)).json()
    expect(read.result).toEqual({ tokenDecimals: 12, tokenSymbol: 'ROC' })
    const dev = await (await call(rpc('dev_setStorage', [{}]), PAGE)).json()
    expect(dev.error.code).toBe(-32601)
    expect((await call(rpc('system_properties'), 'https://evil.example')).status).toBe(403)
    // A script (no Origin) reaches dev_* (how the stack funds the accounts).
    const head = await (await call(rpc('dev_newBlock'))).json()
    expect(head.result).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('answers malformed input with 400 or 413 and keeps serving', async () => {
    expect((await call('{"jsonrpc":', PAGE)).status).toBe(400)
    expect((await call(`${'['.repeat(40)}${']'.repeat(40)}`, PAGE)).status).toBe(400)
    expect((await call(JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 1) }), PAGE)).status).toBe(413)
    const after = await (await call(rpc('chain_getBlockHash', [0]), PAGE)).json()
    expect(after.result).toBe(info.genesisHash)
  })

  it("sends a page's transfer the way sendTransfer does: @polkadot/api over HTTP with the page's Origin, signed by the dev extension", async () => {
    const { ApiPromise, HttpProvider } = await import('@polkadot/api')
    const { createPolkadotExtensionFixture } = await import('../../tests/fixtures/polkadotExtension.js')
    const extension = await createPolkadotExtensionFixture(DEV_POLKADOT_ACCOUNTS)
    const api = await ApiPromise.create({
      provider: new HttpProvider(info.rpcUrl, { origin: PAGE }),
      noInitWarn: true,
    })
    const [from, , to] = DEV_POLKADOT_ACCOUNTS
    const free = async (address: string) => {
      const answer = await (await call(rpc('system_accountNextIndex', [address]), PAGE)).json()
      expect(answer.error).toBeUndefined()
      const account = api.query.system?.account
      if (!account) throw new Error('no system.account')
      return (
        (await account(address)) as unknown as { data: { free: { toBigInt(): bigint } } }
      ).data.free.toBigInt()
    }
    try {
      const before = await free(to?.address ?? '')
      const transfer = api.tx.balances?.transferKeepAlive?.(to?.address ?? '', 10n ** 12n)
      if (!transfer) throw new Error('no balances.transferKeepAlive')
      const hash = await transfer.signAndSend(from?.address ?? '', { signer: extension.signer, nonce: -1 })
      expect(hash.toHex()).toMatch(/^0x[0-9a-f]{64}$/)
      await expect.poll(() => free(to?.address ?? ''), { timeout: 30_000 }).toBe(before + 10n ** 12n)
    } finally {
      await api.disconnect()
    }
  }, 90_000)
})
