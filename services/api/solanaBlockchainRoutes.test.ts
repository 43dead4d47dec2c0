import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  supportedChainsResponseSchema,
} from '../../kernel/protocol/blockchainApi.js'
import { LOCAL_SOLANA_CAIP2 } from '../../kernel/protocol/localSolanaChain.js'
import { activityHistoryResponseSchema } from '../../plugins/activity/protocol/history.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import { SOL_CURRENCY, type SolanaChainConfig } from '../blockchain/chainConfig.js'
import type { ChainIndexer } from '../blockchain/chainIndexer.js'
import { createSolanaIndexer } from '../blockchain/solanaIndexer.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../chain/solana/startLocalSolanaChain.js'
import type { Database } from '../db/database.js'
import { type ApiServer, startApiServer } from './startApiServer.js'

const PROJECT = 'solana-project'
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

let local: LocalSolanaChainInstance
let database: Database
let server: ApiServer
let indexer: ChainIndexer
let connection: Connection
let chain: SolanaChainConfig

const get = (path: string) =>
  fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}&st=appkit&sv=test-0.1.0`)
const rpcHost = (body: unknown) =>
  fetch(`${server.url}/v1/?chainId=${LOCAL_SOLANA_CAIP2}&projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const devKey = (index: number) =>
  Keypair.fromSecretKey(base58.decode(local.accounts[index]?.devOnlySecretKey ?? ''))
// The indexer reads only closed slots: wait until the slot of the last transaction is over.
const syncPastNow = async () => {
  const slot = await connection.getSlot()
  await expect.poll(() => connection.getSlot(), { timeout: 5_000 }).toBeGreaterThan(slot)
  await indexer.syncOnce()
}

/** An SPL Token TransferChecked (instruction 12), built by hand: web3.js 1.x carries no token program client. */
function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
) {
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(amount, 1)
  data.writeUInt8(6, 9)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  connection = new Connection(local.rpcUrl, { commitment: 'confirmed', wsEndpoint: local.wsUrl })
  chain = {
    caip2: local.caip2,
    name: 'Solana local chain',
    rpcUrl: local.rpcUrl,
    nativeCurrency: { ...SOL_CURRENCY },
    tokens: [{ mint: local.mint.address, name: 'Dev USD', symbol: 'DUSD', decimals: 6 }],
  }
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT })
  indexer = createSolanaIndexer({ database, chain })
  server = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: { SOL: 150, DUSD: 1 }, solanaChains: [chain] },
    host: '127.0.0.1',
    port: 0,
  })
}, 60_000)

afterAll(async () => {
  await indexer?.stop()
  await server?.close()
  await database?.close()
  await local?.close()
})

describe('blockchain API for solana: chain ids', () => {
  it('lists the Solana chain among the supported chains', async () => {
    const body = supportedChainsResponseSchema.parse(await (await get('/v1/supported-chains')).json())
    expect(body.http).toEqual([LOCAL_SOLANA_CAIP2])
  })

  it('answers the balance of a Solana address with SOL and DUSD, priced from the price table', async () => {
    const owner = local.accounts[3]?.address
    const body = balanceResponseSchema.parse(
      await (await get(`/v1/account/${owner}/balance?currency=usd&chainId=${LOCAL_SOLANA_CAIP2}`)).json(),
    )
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: LOCAL_SOLANA_CAIP2,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: expect.stringContaining('/public/getTokenImage/SOL?'),
      },
      {
        name: 'Dev USD',
        symbol: 'DUSD',
        chainId: LOCAL_SOLANA_CAIP2,
        address: `${LOCAL_SOLANA_CAIP2}:${local.mint.address}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: expect.stringContaining('/public/getTokenImage/DUSD?'),
      },
    ])
    const empty = balanceResponseSchema.parse(
      await (await get(`/v1/account/${Keypair.generate().publicKey.toBase58()}/balance?currency=usd`)).json(),
    )
    expect(empty.balances).toEqual([])
  })

  it('prices SOL (as the native mint) and DUSD by CAIP-10 address', async () => {
    const response = await fetch(`${server.url}/v1/fungible/price?projectId=${PROJECT}&st=appkit&sv=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: PROJECT,
        addresses: [
          `${LOCAL_SOLANA_CAIP2}:So11111111111111111111111111111111111111112`,
          `${LOCAL_SOLANA_CAIP2}:${local.mint.address}`,
        ],
      }),
    })
    const body = fungiblePriceResponseSchema.parse(await response.json())
    expect(body.fungibles.map((entry) => `${entry.symbol} ${entry.price}`)).toEqual(['SOL 150', 'DUSD 1'])
  })

  it('records SOL and SPL transfers in the history of both sides', async () => {
    const sender = devKey(1)
    const receiver = Keypair.generate()
    const mint = new PublicKey(local.mint.address)
    await syncPastNow()
    const solSignature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: receiver.publicKey,
          lamports: 2 * LAMPORTS_PER_SOL,
        }),
      ),
      [sender],
    )
    // DUSD to the receiver's token account, created by a dev account that already holds DUSD.
    const [source] = (await connection.getTokenAccountsByOwner(sender.publicKey, { mint })).value
    const holder = devKey(2)
    const [destination] = (await connection.getTokenAccountsByOwner(holder.publicKey, { mint })).value
    const tokenSignature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        transferChecked(
          source?.pubkey as PublicKey,
          mint,
          destination?.pubkey as PublicKey,
          sender.publicKey,
          2_500_000n,
        ),
      ),
      [sender],
    )
    await syncPastNow()

    const received = activityHistoryResponseSchema.parse(
      await (
        await get(`/v1/account/${receiver.publicKey.toBase58()}/history?chainId=${LOCAL_SOLANA_CAIP2}`)
      ).json(),
    )
    expect(received.data).toEqual([
      {
        id: `${LOCAL_SOLANA_CAIP2}:${solSignature}:0`,
        metadata: {
          minedAt: expect.any(String),
          chain: LOCAL_SOLANA_CAIP2,
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: sender.publicKey.toBase58(),
          sentTo: receiver.publicKey.toBase58(),
          hash: solSignature,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Solana',
              symbol: 'SOL',
              icon: { url: expect.stringContaining('/getTokenImage/SOL') },
            },
            direction: 'in',
            quantity: { numeric: '2' },
            value: 300,
            price: 150,
          },
        ],
      },
    ])
    const sent = activityHistoryResponseSchema.parse(
      await (await get(`/v1/account/${sender.publicKey.toBase58()}/history`)).json(),
    )
    expect(
      sent.data
        .slice(0, 2)
        .map(
          (entry) =>
            `${entry.metadata.hash} ${entry.metadata.operationType} ${entry.transfers[0]?.fungible_info?.symbol} ${entry.transfers[0]?.quantity.numeric}`,
        ),
    ).toEqual([`${tokenSignature} send DUSD 2.5`, `${solSignature} send SOL 2`])
    const holderHistory = activityHistoryResponseSchema.parse(
      await (await get(`/v1/account/${holder.publicKey.toBase58()}/history`)).json(),
    )
    // The genesis airdrop and DUSD mint, then this transfer.
    expect(
      holderHistory.data.map(
        (entry) => `${entry.metadata.operationType} ${entry.transfers[0]?.fungible_info?.symbol}`,
      ),
    ).toEqual(['receive DUSD', 'receive DUSD', 'receive SOL'])
  })

  it('the RPC host forwards reads and broadcasts to the Solana chain', async () => {
    const response = await rpcHost([
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [local.accounts[0]?.address] },
    ])
    const body = (await response.json()) as { id: number; result: unknown }[]
    expect(body.find((entry) => entry.id === 1)?.result).toBe(local.genesisHash)
    expect(body.find((entry) => entry.id === 2)?.result).toMatchObject({ value: expect.any(Number) })
    const hosted = new Connection(
      `${server.url}/v1/?chainId=${LOCAL_SOLANA_CAIP2}&projectId=${PROJECT}`,
      'confirmed',
    )
    expect(await hosted.getGenesisHash()).toBe(local.genesisHash)
  })

  it('the RPC host refuses requestAirdrop (and answers the rest of a batch)', async () => {
    const recipient = Keypair.generate().publicKey.toBase58()
    const single = await (
      await rpcHost({ jsonrpc: '2.0', id: 9, method: 'requestAirdrop', params: [recipient, 1] })
    ).json()
    expect(single).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32601 } })
    expect(single.error.message).toContain('does not forward requestAirdrop')
    const batch = (await (
      await rpcHost([
        { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [recipient, LAMPORTS_PER_SOL] },
        { jsonrpc: '2.0', id: 2, method: 'getHealth' },
      ])
    ).json()) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(batch.find((entry) => entry.id === 1)?.error?.code).toBe(-32601)
    expect(batch.find((entry) => entry.id === 2)?.result).toBe('ok')
    expect(await connection.getBalance(new PublicKey(recipient))).toBe(0)
  })

  it('refuses malformed Solana input with 400 saying what to fix', async () => {
    const cases: [string, number, string][] = [
      ['/v1/account/0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl/balance', 400, 'path.address: must be an EVM address'],
      [
        `/v1/account/${local.accounts[0]?.address}/balance?chainId=eip155:1`,
        400,
        'query.chainId: eip155:1 is not served here',
      ],
      [
        `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?chainId=${LOCAL_SOLANA_CAIP2}`,
        400,
        'does not hold EVM addresses',
      ],
      [`/v1/account/${'1'.repeat(45)}/history`, 400, 'path.address'],
    ]
    for (const [path, status, message] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(status)
      expect(((await response.json()) as { error: { message: string } }).error.message, path).toContain(
        message,
      )
    }
    const notRpc = await rpcHost({ method: 'getHealth' })
    expect(notRpc.status).toBe(400)
  })
})
