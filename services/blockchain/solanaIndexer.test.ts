import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../chain/solana/startLocalSolanaChain.js'
import type { Database } from '../db/database.js'
import { SOL_CURRENCY } from './chainConfig.js'
import type { ChainIndexer } from './chainIndexer.js'
import { createSolanaIndexer } from './solanaIndexer.js'
import { solanaRpcCall } from './solanaRpcCall.js'

let local: LocalSolanaChainInstance
let database: Database
let indexer: ChainIndexer

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  database = await openTestDatabase()
  indexer = createSolanaIndexer({
    database,
    chain: {
      caip2: local.caip2,
      name: 'Solana local chain',
      rpcUrl: local.rpcUrl,
      nativeCurrency: { ...SOL_CURRENCY },
      tokens: [],
    },
  })
}, 60_000)

afterAll(async () => {
  await indexer?.stop()
  await database?.close()
  await local?.close()
})

const slot = () => solanaRpcCall<number>(local.rpcUrl, 'getSlot', [])
/** Syncs once the slot open now has closed (the indexer reads closed slots only). */
async function syncPastNow() {
  const now = await slot()
  await expect.poll(slot, { timeout: 5_000 }).toBeGreaterThan(now)
  await indexer.syncOnce()
}

/** The JSON-RPC methods the indexer asks the chain while `run` runs. */
async function methodsAsked(run: () => Promise<unknown>): Promise<string[]> {
  const methods: string[] = []
  const realFetch = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input) === local.rpcUrl) {
      const body = JSON.parse(String(init?.body)) as { method: string } | { method: string }[]
      for (const call of [body].flat()) methods.push(call.method)
    }
    return realFetch(input, init)
  })
  try {
    await run()
  } finally {
    spy.mockRestore()
  }
  return methods
}

const transfersTo = async (address: string) =>
  (
    await database.query<{ amount: string }>('select amount from transfers where to_address = $1', [address])
  ).map((row) => row.amount)

it('an idle chain costs one getEpochInfo a poll: no block is read while no transaction lands; the next transfer is still stored', async () => {
  await syncPastNow()
  // The slot open at the last look is read once it closes; after that the chain is quiet.
  await syncPastNow()
  const now = await slot()
  await expect.poll(slot, { timeout: 5_000 }).toBeGreaterThan(now + 1)
  expect(await methodsAsked(() => indexer.syncOnce())).toEqual(['getEpochInfo'])

  const recipient = local.accounts[1]?.address ?? ''
  const before = await transfersTo(recipient)
  await solanaRpcCall(local.rpcUrl, 'requestAirdrop', [recipient, 7_000])
  const asked = await methodsAsked(syncPastNow)
  expect(asked).toContain('getBlock')
  expect((await transfersTo(recipient)).sort()).toEqual([...before, '7000'].sort())
})
