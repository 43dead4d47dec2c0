import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type LocalSolanaChainInstance, startLocalSolanaChain } from './startLocalSolanaChain.js'

// biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC answer, read field by field
type Json = any

let local: LocalSolanaChainInstance
let connection: Connection
let payer: Keypair

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  connection = new Connection(local.rpcUrl, { commitment: 'confirmed', wsEndpoint: local.wsUrl })
  payer = Keypair.fromSecretKey(base58.decode(local.accounts[0]?.devOnlySecretKey ?? ''))
})
afterAll(async () => {
  await local?.close()
})

async function signedTransfer(to: Keypair['publicKey'], lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  )
  tx.sign(payer)
  return { tx, signature: base58.encode(tx.signature ?? new Uint8Array()) }
}

async function openSocket() {
  const socket = new WebSocket(local.wsUrl)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const messages: Json[] = []
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())))
  const next = async (match: (message: Json) => boolean) => {
    await expect.poll(() => messages.some(match)).toBe(true)
    return messages.find(match)
  }
  return { socket, messages, next }
}

describe('pubsub of the local Solana chain', () => {
  it('signatureSubscribe confirms a transfer once it lands, then the subscription ends', async () => {
    const { socket, next } = await openSocket()
    const { tx, signature } = await signedTransfer(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'confirmed' }],
      }),
    )
    const { result: subscription } = await next((message) => message.id === 1)
    await connection.sendRawTransaction(tx.serialize())
    const notification = await next((message) => message.method === 'signatureNotification')
    expect(notification).toEqual({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: expect.any(Number) }, value: { err: null } }, subscription },
    })
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscription] }),
    )
    expect((await next((message) => message.id === 2)).error.code).toBe(-32602)
    socket.close()
  })

  it('a subscriber that comes after the transaction landed hears at once', async () => {
    const { tx, signature } = await signedTransfer(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    await connection.sendRawTransaction(tx.serialize())
    const heard = new Promise((resolve) =>
      connection.onSignature(signature, (result) => resolve(result), 'confirmed'),
    )
    await expect(heard).resolves.toEqual({ err: null })
  })

  it('accountSubscribe reports each change of the account until accountUnsubscribe', async () => {
    const recipient = Keypair.generate().publicKey
    const { socket, messages, next } = await openSocket()
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'accountSubscribe',
        params: [recipient.toBase58(), { encoding: 'base64' }],
      }),
    )
    const { result: subscription } = await next((message) => message.id === 1)
    await connection.sendRawTransaction(
      (await signedTransfer(recipient, 2 * LAMPORTS_PER_SOL)).tx.serialize(),
    )
    const notification = await next((message) => message.method === 'accountNotification')
    expect(notification.params).toMatchObject({
      subscription,
      result: {
        value: {
          lamports: 2 * LAMPORTS_PER_SOL,
          owner: '11111111111111111111111111111111',
          data: ['', 'base64'],
        },
      },
    })
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountUnsubscribe', params: [subscription] }),
    )
    expect((await next((message) => message.id === 2)).result).toBe(true)
    await connection.sendRawTransaction((await signedTransfer(recipient, LAMPORTS_PER_SOL)).tx.serialize())
    await connection.getBalance(recipient)
    expect(messages.filter((message) => message.method === 'accountNotification')).toHaveLength(1)
    socket.close()
  })

  it("web3.js's onAccountChange hears a transfer", async () => {
    const recipient = Keypair.generate().publicKey
    const heard = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(recipient, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    // Let the subscription reach the server before the transfer lands.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await connection.sendRawTransaction(
      (await signedTransfer(recipient, 3 * LAMPORTS_PER_SOL)).tx.serialize(),
    )
    await expect(heard).resolves.toBe(3 * LAMPORTS_PER_SOL)
  })
})
