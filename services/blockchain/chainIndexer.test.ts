import { createWalletClient, type Hex, http, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { DEV_DEPLOYER_KEY } from '../chain/devAccounts.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import type { Database } from '../db/database.js'
import type { BlockchainConfig } from './chainConfig.js'
import { createChainIndexer } from './chainIndexer.js'
import { decodeCursor, queryHistory } from './queryHistory.js'

let anvil: AnvilInstance
let database: Database

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  database = await openTestDatabase()
}, 60_000)

afterAll(async () => {
  await database?.close()
  await anvil?.stop()
})

it('pages native transfers mined in one block one by one: a cursor between two of them skips neither', async () => {
  const chain = {
    caip2: 'eip155:31337',
    chainId: 31337,
    name: 'Dev',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const config: BlockchainConfig = { chains: [chain], tokens: [], prices: {} }
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const client = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(anvil.rpcUrl),
  }).extend(publicActions)
  // Three transfers in one block: mining waits until all three are in the pool.
  await client.request({ method: 'evm_setAutomine' as never, params: [false] as never })
  const hashes: Hex[] = []
  for (const ether of ['1', '2', '3'])
    hashes.push(await client.sendTransaction({ to: receiver, value: parseEther(ether), chain: null }))
  await client.request({ method: 'evm_mine' as never })
  await client.request({ method: 'evm_setAutomine' as never, params: [true] as never })
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  expect(new Set(receipts.map((receipt) => receipt.blockNumber)).size).toBe(1)

  await createChainIndexer({ database, chain, tokens: [] }).syncOnce()
  const seen: string[] = []
  let cursor: string | null | undefined
  do {
    const page = await queryHistory(database, {
      address: receiver,
      cursor: cursor ? decodeCursor(cursor) : undefined,
      pageSize: 1,
      config,
      iconUrlOf: () => '',
    })
    seen.push(...page.data.map((transaction) => transaction.metadata.hash))
    cursor = page.next
  } while (cursor)
  // Newest first: the block's last transaction first.
  expect(seen).toEqual([...hashes].reverse())
}, 60_000)
