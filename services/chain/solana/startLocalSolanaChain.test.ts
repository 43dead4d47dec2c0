import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { getTokenDecoder } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_SOLANA_CAIP2, LOCAL_SOLANA_GENESIS_HASH } from '../../../kernel/protocol/localSolanaChain.js'
import { type LocalSolanaChainInstance, startLocalSolanaChain } from './startLocalSolanaChain.js'

// biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC answer, read field by field
type Json = any

let local: LocalSolanaChainInstance
let connection: Connection
let payer: Keypair

const rpc = async (method: string, params: unknown[] = []) => {
  const response = await fetch(local.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: Json; error?: { code: number; message: string; data?: Json } }
}

const transfer = async (from: Keypair, to: PublicKey, lamports: number) => {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  tx.sign(from)
  return tx
}

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  connection = new Connection(local.rpcUrl, { commitment: 'confirmed', wsEndpoint: local.wsUrl })
  payer = Keypair.fromSecretKey(base58.decode(local.accounts[0]?.devOnlySecretKey ?? ''))
})

afterAll(async () => {
  await local?.close()
})

describe('the local Solana chain, read and written with @solana/web3.js 1.x', () => {
  it('has a fixed genesis hash whose first 32 characters are its CAIP-2 reference (CAIP-30)', async () => {
    expect(await connection.getGenesisHash()).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect(local.caip2).toBe(`solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(LOCAL_SOLANA_CAIP2).toBe('solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds')
  })

  it('funds the dev accounts with 1000 SOL each, their keys derived from the public dev mnemonic', async () => {
    expect(local.accounts).toHaveLength(5)
    // The same on every run (docs/plugins/solana.md names them).
    expect(local.accounts[0]?.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(local.mint.address).toBe('DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd')
    for (const account of local.accounts) {
      const keypair = Keypair.fromSecretKey(base58.decode(account.devOnlySecretKey))
      expect(keypair.publicKey.toBase58()).toBe(account.address)
    }
    expect(await connection.getBalance(new PublicKey(local.accounts[4]?.address ?? ''))).toBe(
      1000 * LAMPORTS_PER_SOL,
    )
  })

  it('moves SOL with sendAndConfirmTransaction and reports the landed transaction', async () => {
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(payer.publicKey)
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: recipient,
          lamports: 1.5 * LAMPORTS_PER_SOL,
        }),
      ),
      [payer],
    )
    expect(await connection.getBalance(recipient)).toBe(1.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - 1.5 * LAMPORTS_PER_SOL - 5000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta).toMatchObject({ err: null, fee: 5000 })
    expect(landed?.meta?.postBalances[1]).toBe(1.5 * LAMPORTS_PER_SOL)
    expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toContain(
      recipient.toBase58(),
    )
  })

  it('creates Dev Ticket, a zero-decimal SPL token, with 3 in each dev account', async () => {
    expect(local.tokens.map((token) => `${token.symbol} ${token.decimals}`)).toEqual(['DUSD 6', 'DTIX 0'])
    const ticket = local.tokens[1]
    // The same on every run (docs/plugins/solana.md names it).
    expect(ticket?.address).toBe('FaJC9uWK4Z7fxeotvYLbG7Sm1oN8jeL1uTmVCfpRaDCA')
    const owner = new PublicKey(local.accounts[4]?.address ?? '')
    const accounts = await connection.getTokenAccountsByOwner(owner, {
      mint: new PublicKey(ticket?.address ?? ''),
    })
    expect(accounts.value).toHaveLength(1)
    const balance = await connection.getTokenAccountBalance(accounts.value[0]?.pubkey as PublicKey)
    expect(balance.value).toEqual({ amount: '3', decimals: 0, uiAmount: 3, uiAmountString: '3' })
  })

  it('lists DUSD (6 decimals) in each dev account through getTokenAccountsByOwner', async () => {
    const owner = new PublicKey(local.accounts[1]?.address ?? '')
    const mint = new PublicKey(local.mint.address)
    expect(local.mint).toMatchObject({ name: 'Dev USD', symbol: 'DUSD', decimals: 6 })
    const accounts = await connection.getTokenAccountsByOwner(owner, { mint })
    expect(accounts.value).toHaveLength(1)
    const token = getTokenDecoder().decode(accounts.value[0]?.account.data ?? new Uint8Array())
    expect(token).toMatchObject({
      mint: mint.toBase58(),
      owner: owner.toBase58(),
      amount: 1_000_000_000_000n,
    })
    const balance = await connection.getTokenAccountBalance(accounts.value[0]?.pubkey as PublicKey)
    expect(balance.value).toEqual({
      amount: '1000000000000',
      decimals: 6,
      uiAmount: 1_000_000,
      uiAmountString: '1000000',
    })
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, {
      programId: accounts.value[0]?.account.owner as PublicKey,
    })
    // The owner's token accounts of the program: DUSD's and DTIX's.
    const dusd = parsed.value.find((entry) => entry.account.data.parsed.info.mint === mint.toBase58())
    expect(parsed.value).toHaveLength(2)
    expect(dusd?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1000000')
  })

  it('refuses an unfunded payer at preflight with the RPC error web3.js reads', async () => {
    const unfunded = Keypair.generate()
    const error = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: unfunded.publicKey, toPubkey: payer.publicKey, lamports: 1 }),
      ),
      [unfunded],
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain(
      'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    )
    const raw = await rpc('sendTransaction', [
      (await transfer(unfunded, payer.publicKey, 1)).serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(raw.error).toEqual({
      code: -32002,
      message:
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      data: {
        accounts: null,
        err: 'AccountNotFound',
        innerInstructions: null,
        logs: [],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: 0,
      },
    })
  })

  it('reports a failing instruction at preflight with its logs and leaves the balance', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = await transfer(poor, payer.publicKey, 5 * LAMPORTS_PER_SOL)
    const raw = await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }])
    expect(raw.error?.code).toBe(-32002)
    expect(raw.error?.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(raw.error?.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(raw.error?.data.logs).toContain(
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('without preflight a failing transaction lands, pays its fee and reports its error', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = await transfer(poor, payer.publicKey, 5 * LAMPORTS_PER_SOL)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
  })

  it('refuses an unknown blockhash, a duplicate and a bad signature as a cluster does', async () => {
    const recipient = Keypair.generate().publicKey
    const stale = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000 }))
    stale.sign(payer)
    const staleAnswer = await rpc('sendTransaction', [
      stale.serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(staleAnswer.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
    })
    // Without preflight the cluster drops it silently: the signature never gets a status.
    const dropped = await connection.sendRawTransaction(stale.serialize(), { skipPreflight: true })
    expect((await connection.getSignatureStatus(dropped)).value).toBeNull()

    const tx = await transfer(payer, recipient, LAMPORTS_PER_SOL)
    await connection.sendRawTransaction(tx.serialize())
    const again = await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }])
    expect(again.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)

    const forged = await transfer(payer, recipient, LAMPORTS_PER_SOL)
    const bytes = forged.serialize()
    bytes[1] = (bytes[1] ?? 0) ^ 0xff
    const forgedAnswer = await rpc('sendTransaction', [
      Buffer.from(bytes).toString('base64'),
      { encoding: 'base64' },
    ])
    expect(forgedAnswer.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
  })

  it('simulates without signatures, and with replaceRecentBlockhash', async () => {
    const recipient = Keypair.generate().publicKey
    const tx = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000 }))
    const unsigned = tx.serialize({ requireAllSignatures: false }).toString('base64')
    const stale = await rpc('simulateTransaction', [unsigned, { encoding: 'base64' }])
    expect(stale.result.value.err).toBe('BlockhashNotFound')
    const replaced = await rpc('simulateTransaction', [
      unsigned,
      {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        accounts: { addresses: [recipient.toBase58()], encoding: 'base64' },
      },
    ])
    expect(replaced.result.value).toMatchObject({
      err: null,
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Program 11111111111111111111111111111111 success',
      ],
      accounts: [{ lamports: 1_000_000, owner: '11111111111111111111111111111111' }],
      replacementBlockhash: { blockhash: expect.any(String), lastValidBlockHeight: expect.any(Number) },
    })
    expect(await connection.getBalance(recipient)).toBe(0)
  })

  it('serves v0 transactions, and getTransaction asks for maxSupportedTransactionVersion as Solana does', async () => {
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_777_000 }),
      ],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([payer])
    const signature = await connection.sendTransaction(tx)
    expect(await connection.getBalance(recipient)).toBe(1_777_000)
    const refused = await rpc('getTransaction', [signature, { encoding: 'json' }])
    expect(refused.error?.code).toBe(-32015)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.version).toBe(0)
    const fee = await connection.getFeeForMessage(message)
    expect(fee.value).toBe(5000)
  })

  it('answers the reads web3.js makes around a transaction', async () => {
    const latest = await connection.getLatestBlockhash()
    const height = await connection.getBlockHeight()
    expect(latest.lastValidBlockHeight).toBeGreaterThanOrEqual(height + 149)
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(height)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    expect((await connection.getVersion())['solana-core']).toBe('2.2.0')
    expect(await connection.isBlockhashValid(latest.blockhash)).toMatchObject({ value: true })
    const info = await connection.getAccountInfo(new PublicKey(local.mint.address))
    expect(info?.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect(info?.data.length).toBe(82)
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull()
    const epoch = await connection.getEpochInfo()
    expect(epoch.slotsInEpoch).toBe(432_000)
  })

  it('puts landed transactions in the block of their slot once the slot is over', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await connection.sendRawTransaction(
      (await transfer(payer, recipient, 1_000_000)).serialize(),
    )
    const { slot } = (await connection.getSignatureStatus(signature)).value ?? { slot: -1 }
    await expect.poll(() => connection.getSlot(), { timeout: 5_000 }).toBeGreaterThan(slot)
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 })
    expect(block?.transactions.map((entry) => entry.transaction.signatures[0])).toContain(signature)
    expect(block?.blockhash).not.toBe(block?.previousBlockhash)
  })

  it('airdrops up to 1000 SOL a request', async () => {
    const recipient = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(recipient, 3 * LAMPORTS_PER_SOL)
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(3 * LAMPORTS_PER_SOL)
    const tooMuch = await rpc('requestAirdrop', [recipient.toBase58(), 1001 * LAMPORTS_PER_SOL])
    expect(tooMuch.error?.code).toBe(-32602)
    expect(tooMuch.error?.message).toContain('at most 1000000000000 lamports')
  })
})
