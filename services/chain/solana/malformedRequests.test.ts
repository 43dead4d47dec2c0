import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import {
  solanaPubsubParamsSchemas,
  solanaRpcParamsSchemas,
} from '../../../plugins/solana/protocol/solanaRpc.js'
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES, MAX_WS_MESSAGE_BYTES } from './constants.js'
import { type LocalSolanaChainInstance, startLocalSolanaChain } from './startLocalSolanaChain.js'

// biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC answer, read field by field
type Json = any

let local: LocalSolanaChainInstance

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
})
afterAll(async () => {
  await local?.close()
})

const post = (body: string, method = 'POST') =>
  fetch(local.rpcUrl, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? null : body,
  })
const call = async (body: unknown) => (await post(JSON.stringify(body))).json() as Promise<Json>
const stillServes = async () =>
  expect((await call({ jsonrpc: '2.0', id: 'alive', method: 'getHealth' })).result).toBe('ok')

// Params no method accepts, and per method a wrong value in its first param.
const WRONG_FIRST_PARAM: Record<string, unknown[]> = {
  getVersion: ['extra'],
  getHealth: ['extra'],
  getGenesisHash: ['extra'],
  getSlot: [{ commitment: 'soon' }],
  getBlockHeight: ['confirmed-ish'],
  getEpochInfo: [{ minContextSlot: -1 }],
  getLatestBlockhash: [{ commitment: 7 }],
  isBlockhashValid: ['0OIl'],
  getBalance: ['not-a-key'],
  getAccountInfo: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  getMultipleAccounts: ['11111111111111111111111111111111'],
  getTokenAccountsByOwner: ['11111111111111111111111111111111', { owner: 'x' }],
  getTokenAccountBalance: [42],
  getMinimumBalanceForRentExemption: [-5],
  getFeeForMessage: [''],
  sendTransaction: [12],
  simulateTransaction: [{ tx: 1 }],
  getSignatureStatuses: ['one-signature'],
  getTransaction: ['short'],
  getBlock: ['latest'],
  requestAirdrop: ['11111111111111111111111111111111', 0],
}

describe('malformed requests to the local Solana chain answer that request and nothing else', () => {
  it('covers every HTTP method it serves', () => {
    expect(Object.keys(WRONG_FIRST_PARAM).sort()).toEqual(Object.keys(solanaRpcParamsSchemas).sort())
  })

  it.each(Object.entries(WRONG_FIRST_PARAM))(
    '%s with wrong params: -32602 saying which param',
    async (method, params) => {
      const answer = await call({ jsonrpc: '2.0', id: 7, method, params })
      expect(answer).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32602 } })
      expect(answer.error.message).toMatch(/^Invalid params: (params\[\d\]|expected at most \d params)/)
      await stillServes()
    },
  )

  it('undecodable transactions: -32602 saying why', async () => {
    for (const [encoded, encoding, why] of [
      ['AQID', 'base64', 'failed to deserialize the transaction'],
      ['not base64 at all!', 'base64', 'not base64'],
      [Buffer.alloc(1300, 1).toString('base64'), 'base64', 'over the 1232-byte packet limit'],
    ] as const) {
      for (const method of ['sendTransaction', 'simulateTransaction']) {
        const answer = await call({ jsonrpc: '2.0', id: 1, method, params: [encoded, { encoding }] })
        expect(answer.error.code, method).toBe(-32602)
        expect(answer.error.message).toContain(why)
      }
    }
    const fee = await call({ jsonrpc: '2.0', id: 1, method: 'getFeeForMessage', params: ['AQID'] })
    expect(fee.error.code).toBe(-32602)
    await stillServes()
  })

  it('JSON-RPC envelope errors: parse error, invalid request, unknown method, params not a list', async () => {
    expect(await (await post('{"jsonrpc":')).json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not JSON' },
    })
    expect((await call({ id: 3, method: 'getHealth' })).error.code).toBe(-32600)
    expect((await call(42)).error.code).toBe(-32600)
    expect((await call({ jsonrpc: '2.0', id: 4, method: 'eth_chainId' })).error).toEqual({
      code: -32601,
      message: 'Method not found: eth_chainId',
    })
    expect((await call({ jsonrpc: '2.0', id: 5, method: 'toString' })).error.code).toBe(-32601)
    expect(
      (await call({ jsonrpc: '2.0', id: 6, method: 'getBalance', params: { pubkey: 'x' } })).error,
    ).toEqual({
      code: -32602,
      message: 'Invalid params: params must be an array',
    })
    await stillServes()
  })

  it('batches: answered in order, empty or over the count limit refused whole; notifications get no answer', async () => {
    const batch = await call([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { jsonrpc: '2.0', method: 'getHealth' },
      'junk',
    ])
    expect(batch.map((entry: Json) => [entry.id, entry.result ?? entry.error.code])).toEqual([
      [1, 'ok'],
      [2, -32601],
      [null, -32600],
    ])
    expect((await call([])).error.code).toBe(-32600)
    const tooMany = Array.from({ length: MAX_RPC_BATCH + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getHealth',
    }))
    expect((await call(tooMany)).error.message).toBe(
      `Invalid Request: a batch holds at most ${MAX_RPC_BATCH} calls, this one ${MAX_RPC_BATCH + 1}`,
    )
    const notification = await post(JSON.stringify({ jsonrpc: '2.0', method: 'getHealth' }))
    expect(notification.status).toBe(204)
    await stillServes()
  })

  it('a body over the byte limit: 413; other HTTP methods: 405; preflight: 204 with CORS', async () => {
    const huge = await post(' '.repeat(MAX_RPC_BODY_BYTES + 10))
    expect(huge.status).toBe(413)
    expect((await huge.json()).error.code).toBe(-32600)
    const get = await post('', 'GET')
    expect(get.status).toBe(405)
    const preflight = await fetch(local.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client')
    await stillServes()
  })
})

describe('issue 25: a malformed request is a client error in one log line, never a stack trace', () => {
  const logged = () => {
    const lines: string[] = []
    const capture = (...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? `${arg.stack}` : String(arg))).join(' '))
    }
    const spies = [
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
    ]
    return {
      lines,
      restore: () => {
        for (const spy of spies) spy.mockRestore()
      },
    }
  }

  it('requestAirdrop to the System Program (or another program): -32602 saying why, nothing logged', async () => {
    const log = logged()
    try {
      for (const program of [
        '11111111111111111111111111111111',
        'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      ]) {
        const answer = await call({
          jsonrpc: '2.0',
          id: 9,
          method: 'requestAirdrop',
          params: [program, 1000],
        })
        expect(answer.error).toEqual({
          code: -32602,
          message: `Invalid params: ${program} is a program; an airdrop goes to a wallet`,
        })
      }
      expect(log.lines).toEqual([])
    } finally {
      log.restore()
    }
    await stillServes()
  })

  it('a request aborted mid-body: one log line, no stack, and the server keeps serving', async () => {
    const log = logged()
    try {
      const url = new URL(local.rpcUrl)
      await new Promise<void>((resolve) => {
        const request = httpRequest({
          host: url.hostname,
          port: url.port,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '1000' },
        })
        request.on('error', () => resolve())
        request.write('{"jsonrpc":"2.0",')
        setTimeout(() => request.destroy(), 50)
      })
      await expect.poll(() => log.lines.length).toBe(1)
      expect(log.lines[0]).toBe(
        'solana rpc: a client broke off its request before the end of its body; nothing was run',
      )
    } finally {
      log.restore()
    }
    await stillServes()
  })
})

describe('malformed websocket messages answer that message and keep the socket', () => {
  const open = async () => {
    const socket = new WebSocket(local.wsUrl)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const replies: Json[] = []
    socket.on('message', (data) => replies.push(JSON.parse(data.toString())))
    const next = async () => {
      await expect.poll(() => replies.length).toBeGreaterThan(0)
      return replies.shift()
    }
    return { socket, next }
  }

  it('covers every pubsub method it serves', () => {
    expect(Object.keys(solanaPubsubParamsSchemas).sort()).toEqual([
      'accountSubscribe',
      'accountUnsubscribe',
      'signatureSubscribe',
      'signatureUnsubscribe',
    ])
  })

  it('refuses bad JSON, batches, unknown methods, bad params and unknown subscription ids', async () => {
    const { socket, next } = await open()
    socket.send('{nope')
    expect((await next()).error.code).toBe(-32700)
    socket.send(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe' }]))
    expect((await next()).error.code).toBe(-32600)
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotsUpdatesSubscribe' }))
    expect(await next()).toMatchObject({ id: 2, error: { code: -32601 } })
    for (const [method, params] of [
      ['signatureSubscribe', ['tiny']],
      ['accountSubscribe', ['0xabc']],
      ['signatureUnsubscribe', ['one']],
      ['accountUnsubscribe', [-1]],
    ] as const) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method, params }))
      expect((await next()).error, method).toMatchObject({ code: -32602 })
    }
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountUnsubscribe', params: [999_999] }))
    expect(await next()).toMatchObject({
      id: 4,
      error: { code: -32602, message: 'Invalid subscription id: 999999' },
    })
    // A notification (web3.js pings) gets no answer; the next request still does.
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'accountSubscribe', params: [local.mint.address] }),
    )
    expect(await next()).toMatchObject({ id: 5, result: expect.any(Number) })
    socket.close()
  })

  it('closes a socket that sends a message over the size limit (1009), and others keep working', async () => {
    const { socket } = await open()
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    socket.send('x'.repeat(MAX_WS_MESSAGE_BYTES + 1))
    expect(await closed).toBe(1009)
    const other = await open()
    other.socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'accountSubscribe', params: [local.mint.address] }),
    )
    expect(await other.next()).toMatchObject({ id: 1, result: expect.any(Number) })
    other.socket.close()
    await stillServes()
  })
})
