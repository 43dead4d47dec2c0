import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../../chain/solana/startLocalSolanaChain.js'
import { ApprovalEndedError, type ApprovalPanel } from './approvalPanel.js'
import { FrameRpcError } from './frameRpcError.js'
import { handleSolanaRpc, type SolanaRpcParameters } from './solanaRpc.js'

let local: LocalSolanaChainInstance
let connection: Connection
// The embedded account: an ed25519 key as the frame derives one (32 bytes), and its address.
const secretKey = ed25519.utils.randomPrivateKey()
const owner = base58.encode(ed25519.getPublicKey(secretKey))
const recipient = Keypair.generate().publicKey

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  connection = new Connection(local.rpcUrl, { commitment: 'confirmed', wsEndpoint: local.wsUrl })
  await connection.confirmTransaction(
    await connection.requestAirdrop(new PublicKey(owner), 10 * LAMPORTS_PER_SOL),
    'confirmed',
  )
}, 30_000)
afterAll(async () => {
  await local?.close()
})

/** The frame's panel as the person answers it: what it showed, and their decision (approve, or reject). */
function panel(decision: 'approve' | 'reject' = 'approve') {
  const shown: { title: string; details: string }[] = []
  const approval: ApprovalPanel = {
    async request({ title, details }) {
      shown.push({ title, details })
      if (decision === 'reject') throw new ApprovalEndedError('User rejected the request.', 4001)
    },
    abort() {},
  }
  return { approval, shown }
}

function request(method: string, params: unknown, approval: ApprovalPanel): Promise<unknown> {
  const parameters: SolanaRpcParameters = {
    method,
    params,
    chainId: local.caip2,
    rpcUrl: local.rpcUrl,
    address: owner,
    origin: 'http://127.0.0.1:7270',
    approval,
    withKey: (use) => use(secretKey),
  }
  return handleSolanaRpc(parameters)
}

async function transfer(lamports: number, from = owner): Promise<Transaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: recipient, lamports }),
  )
}
const wire = (transaction: Transaction) =>
  base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

describe('the frame signs solana requests with the account key after the person approves (spec 6)', () => {
  it('solana_signMessage: the panel shows the text, and the signature verifies against the account', async () => {
    const { approval, shown } = panel()
    const message = new TextEncoder().encode('hello from the frame')
    const answer = (await request(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: owner },
      approval,
    )) as { signature: string }
    expect(shown).toEqual([{ title: 'Sign message', details: 'hello from the frame' }])
    expect(ed25519.verify(base58.decode(answer.signature), message, base58.decode(owner))).toBe(true)
  })

  it('solana_signTransaction: the panel decodes the transfer; the signed transaction verifies and is not sent', async () => {
    const { approval, shown } = panel()
    const transaction = await transfer(LAMPORTS_PER_SOL / 4)
    const answer = (await request(
      'solana_signTransaction',
      { transaction: wire(transaction) },
      approval,
    )) as {
      signature: string
      transaction: string
    }
    expect(shown[0]?.details).toContain(`transfer 0.25 SOL from ${owner} to ${recipient.toBase58()}`)
    const signed = Transaction.from(base64.decode(answer.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(base58.encode(signed.signature ?? new Uint8Array())).toBe(answer.signature)
    expect(await connection.getBalance(recipient)).toBe(0)
  })

  it('solana_signAllTransactions: one approval for all, each signed transaction verifies', async () => {
    const { approval, shown } = panel()
    const transactions = [wire(await transfer(1_000)), wire(await transfer(2_000))]
    const answer = (await request('solana_signAllTransactions', { transactions }, approval)) as {
      transactions: string[]
    }
    expect(shown.map((entry) => entry.title)).toEqual(['Sign 2 transactions'])
    expect(shown[0]?.details).toContain(`transfer 0.000002 SOL from ${owner}`)
    expect(answer.transactions).toHaveLength(2)
    for (const signed of answer.transactions)
      expect(Transaction.from(base64.decode(signed)).verifySignatures()).toBe(true)
  })

  it('solana_signAndSendTransaction: a v0 transfer lands on the chain', async () => {
    const { approval } = panel()
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(owner),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(owner),
          toPubkey: recipient,
          lamports: LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message()
    const transaction = base64.encode(new VersionedTransaction(message).serialize())
    const answer = (await request(
      'solana_signAndSendTransaction',
      { transaction, sendOptions: { preflightCommitment: 'confirmed' } },
      approval,
    )) as { signature: string }
    await connection.confirmTransaction(answer.signature, 'confirmed')
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
  })

  it('a rejection answers 4001 and sends nothing', async () => {
    const before = await connection.getBalance(recipient)
    const transaction = wire(await transfer(LAMPORTS_PER_SOL))
    const error = await request(
      'solana_signAndSendTransaction',
      { transaction },
      panel('reject').approval,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameRpcError)
    expect((error as FrameRpcError).code).toBe(4001)
    expect(await connection.getBalance(recipient)).toBe(before)
  })

  it('refuses, before any approval, a transaction this account does not sign, malformed params, another account and other methods', async () => {
    const { approval, shown } = panel()
    const stranger = Keypair.generate().publicKey.toBase58()
    const refusal = (method: string, params: unknown) =>
      request(method, params, approval).then(
        () => undefined,
        (error: FrameRpcError) => ({ message: error.message, code: error.code }),
      )
    expect(
      await refusal('solana_signTransaction', { transaction: wire(await transfer(1, stranger)) }),
    ).toEqual({
      message: `Invalid transaction for solana_signTransaction: ${owner} is not a signer of it`,
      code: -32602,
    })
    expect(await refusal('solana_signTransaction', { transaction: 'AAAA' })).toMatchObject({ code: -32602 })
    expect(await refusal('solana_signMessage', { message: '0OIl' })).toEqual({
      message: 'Invalid params for solana_signMessage',
      code: -32602,
    })
    expect(await refusal('solana_signMessage', { message: 'abc', pubkey: stranger })).toEqual({
      message: 'the address is not this wallet',
      code: 4100,
    })
    expect(await refusal('getBalance', [owner])).toEqual({
      message: 'Requested RPC call is not allowed',
      code: -32004,
    })
    expect(shown).toEqual([])
  })
})
