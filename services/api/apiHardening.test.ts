import { request as httpRequest } from 'node:http'
import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWalletsResponseSchema } from '../../kernel/protocol/walletService.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { MAX_JSON_DEPTH, RPC_MAX_BODY_BYTES } from '../constants.js'
import type { Database } from '../db/database.js'
import { seedWallets } from '../registry/seedWallets.js'
import { RPC_METHOD_ALLOWLIST } from './rpcMethodAllowlist.js'
import { type ApiServer, startApiServer } from './startApiServer.js'

const PROJECT = 'hardening-api'
const LIMITED = 'hardening-limited'
const PROXIED = 'hardening-proxied'
/** The reverse proxy this server trusts (a loopback address the tests send from). */
const PROXY = '127.0.0.9'
const APP_ORIGIN = 'http://127.0.0.1:5173'
const CHAIN = 'eip155:31337'
const SDK = 'st=appkit&sv=test-0.1.0'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let database: Database
let server: ApiServer
let anvil: AnvilInstance

beforeAll(async () => {
  database = await openTestDatabase()
  await seedWallets(database)
  await addProject(database, { id: PROJECT, origins: [APP_ORIGIN] })
  await addProject(database, { id: LIMITED, origins: [APP_ORIGIN], rateLimitPerMinute: 5 })
  await addProject(database, { id: PROXIED, origins: [APP_ORIGIN], rateLimitPerMinute: 2 })
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  server = await startApiServer({
    database,
    trustedProxies: [PROXY],
    blockchain: {
      chains: [
        {
          caip2: CHAIN,
          chainId: 31337,
          name: 'Dev chain',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      tokens: [],
      prices: {},
    },
    host: '127.0.0.1',
    port: 0,
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
  await database?.close()
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A raw HTTP request (any Host header, any source address on loopback), as fetch would not send it. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const url = new URL(server.url)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        // A fresh connection each time: a refused upload closes its connection.
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

const rpc = (body: unknown, from?: string, project = PROJECT) =>
  send(`/v1/?chainId=${CHAIN}&projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(from ? { from } : {}),
  })
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const balanceOf = async (address: string) =>
  JSON.parse((await rpc(call('eth_getBalance', [address, 'latest']))).body).result as string

describe('the public RPC host', () => {
  it('finding 5: forwards only allowlisted methods; node administration and node signing get -32601', async () => {
    const before = await balanceOf(ACCOUNT)
    const setBalance = JSON.parse((await rpc(call('anvil_setBalance', [ACCOUNT, '0x1']))).body)
    expect(setBalance.error.code).toBe(-32601)
    expect(await balanceOf(ACCOUNT)).toBe(before)
    for (const method of [
      'anvil_impersonateAccount',
      'anvil_setCode',
      'debug_traceTransaction',
      'evm_mine',
    ]) {
      expect(JSON.parse((await rpc(call(method, []))).body).error.code, method).toBe(-32601)
    }
    const send = JSON.parse(
      (await rpc(call('eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }]))).body,
    )
    expect(send.error).toEqual({
      code: -32601,
      message:
        "Method not found: eth_sendTransaction would sign with the node's keys; sign in the wallet and send eth_sendRawTransaction",
    })
    expect(JSON.parse((await rpc(call('personal_sign', ['0x00', ACCOUNT]))).body).error.code).toBe(-32601)
    expect(JSON.parse((await rpc(call('eth_chainId'))).body).result).toBe('0x7a69')
  })

  it('finding 5: any method outside the allowlist is refused, alone or in a batch, and batch answers keep their ids', async () => {
    const allowed = RPC_METHOD_ALLOWLIST.eip155 ?? new Set<string>()
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            // Methods the node would run: the refusal must come from the RPC host, not from the node not knowing them.
            fc.constantFrom(
              'anvil_setBalance',
              'anvil_mine',
              'anvil_impersonateAccount',
              'evm_snapshot',
              'evm_increaseTime',
              'debug_traceCall',
              'eth_accounts',
              'eth_sign',
              'eth_signTypedData_v4',
              'txpool_content',
              'web3_sha3',
            ),
            fc.string({ minLength: 1, maxLength: 40 }),
          )
          .filter((method) => !allowed.has(method)),
        async (method) => {
          const single = JSON.parse((await rpc(call(method, [], 'x'))).body)
          expect(single).toMatchObject({ id: 'x', error: { code: -32601 } })
          const batch = JSON.parse((await rpc([call('eth_chainId', [], 7), call(method, [], 'm')])).body)
          expect(batch).toEqual([
            { jsonrpc: '2.0', id: 7, result: '0x7a69' },
            { jsonrpc: '2.0', id: 'm', error: expect.objectContaining({ code: -32601 }) },
          ])
        },
      ),
      { numRuns: 40 },
    )
  })

  it('finding 18: a batch of 1000 calls fits the RPC body limit; 1001 calls or more bytes are refused', async () => {
    const thousand = Array.from({ length: 1000 }, (_, index) =>
      call('eth_getBalance', [ACCOUNT, 'latest'], index),
    )
    expect(JSON.stringify(thousand).length).toBeGreaterThan(64 * 1024)
    const answer = await rpc(thousand)
    expect(answer.status).toBe(200)
    const answers = JSON.parse(answer.body) as { id: number; result: string }[]
    expect(answers).toHaveLength(1000)
    expect(answers.map((entry) => entry.id)).toEqual(thousand.map((entry) => entry.id))
    const tooMany = await rpc([...thousand, call('eth_chainId', [], 1000)])
    expect(tooMany.status).toBe(400)
    expect(JSON.parse(tooMany.body).error.message).toContain('at most 1000 requests')
    const tooBig = await rpc([
      call('eth_call', [{ to: ACCOUNT, data: `0x${'00'.repeat(RPC_MAX_BODY_BYTES / 2)}` }]),
    ])
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.body).error.code).toBe('BODY_TOO_LARGE')
  })
})

describe('input hygiene', () => {
  const fields = ['projectId', 'search', 'include', 'exclude', 'chains'] as const

  it('finding 12: NUL or a control character in any query field is 400, before the project lookup and the rate limiter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 0x1f }),
        async (field, text, code) => {
          const query = new URLSearchParams({ projectId: LIMITED, st: 'appkit', sv: 'test' })
          query.set(field, `${text}${String.fromCharCode(code)}${text}`)
          const answer = await send(`/getWallets?${query}`)
          expect(answer.status).toBe(400)
          expect(JSON.parse(answer.body).error.message).toContain('control character')
        },
      ),
      { numRuns: 60 },
    )
  })

  it('finding 12: NUL in analytics strings and properties nested 5,000 deep are 400, not 500', async () => {
    const event = (props: Record<string, unknown>, eventId: string = crypto.randomUUID()) =>
      JSON.stringify({ eventId, url: `${APP_ORIGIN}/`, domain: '127.0.0.1', timestamp: Date.now(), props })
    const post = (body: string) =>
      send(`/e?projectId=${PROJECT}&${SDK}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    const nul = await post(event({ event: 'INITIALIZE' }, 'id\u0000'))
    expect(nul.status).toBe(400)
    expect(JSON.parse(nul.body).error.message).toBe(
      'body.eventId: holds NUL or another control character; remove it',
    )
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const nested = await post(
      event({ event: 'INITIALIZE', properties: { deep: 'DEEP' } }).replace('"DEEP"', deep),
    )
    expect(nested.status).toBe(400)
    expect(JSON.parse(nested.body).error.message).toContain(`nests deeper than ${MAX_JSON_DEPTH} levels`)
    expect((await post(event({ event: 'INITIALIZE', errorMessage: 'two\nlines\tok' }))).status).toBe(202)
  })

  it('finding 12: deep params on /v1/ are a clear 400, not a 502', async () => {
    const deep = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${'['.repeat(3000)}${']'.repeat(3000)}}`
    const answer = await rpc(deep)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).error.message).toContain('nests deeper')
  })
})

describe('per-client rate limits', () => {
  it('finding 8: one client over the limit is refused while another client of the project, RPC host included, is served', async () => {
    const flood = []
    for (let index = 0; index < 8; index++)
      flood.push(
        (await send(`/getAnalyticsConfig?projectId=${LIMITED}&${SDK}`, { from: '127.0.0.2' })).status,
      )
    expect(flood.filter((status) => status === 429)).toHaveLength(3)
    const other = await send(`/getAnalyticsConfig?projectId=${LIMITED}&${SDK}`, { from: '127.0.0.3' })
    expect(other.status).toBe(200)
    const otherRpc = await rpc(call('eth_chainId'), '127.0.0.3', LIMITED)
    expect(JSON.parse(otherRpc.body).result).toBe('0x7a69')
    const refused = await send(`/getAnalyticsConfig?projectId=${LIMITED}&${SDK}`, { from: '127.0.0.2' })
    expect(JSON.parse(refused.body).error.message).toContain('this client made more than 5 requests')
  })

  it('behind a trusted proxy, clients are told apart by X-Forwarded-For; from anyone else the header is ignored', async () => {
    const through = (client: string) =>
      send(`/getAnalyticsConfig?projectId=${PROXIED}&${SDK}`, {
        from: PROXY,
        headers: { 'x-forwarded-for': `${client}, ${PROXY}` },
      }).then((answer) => answer.status)
    expect([
      await through('198.51.100.1'),
      await through('198.51.100.1'),
      await through('198.51.100.1'),
    ]).toEqual([200, 200, 429])
    // Another client behind the same proxy has its own bucket.
    expect(await through('198.51.100.2')).toBe(200)
    // A client that is not the proxy cannot choose a fresh bucket by writing the header itself.
    const spoofed = []
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      spoofed.push(
        (
          await send(`/getAnalyticsConfig?projectId=${PROXIED}&${SDK}`, {
            from: '127.0.0.4',
            headers: { 'x-forwarded-for': client },
          })
        ).status,
      )
    expect(spoofed).toEqual([200, 200, 429])
  })
})

describe('CORS and public URLs', () => {
  it('finding 15: only a canonical Origin is allowed and echoed', async () => {
    for (const origin of [`${APP_ORIGIN}/`, 'HTTP://127.0.0.1:5173', `${APP_ORIGIN}/path`, 'null']) {
      const answer = await send(`/getAnalyticsConfig?projectId=${PROJECT}&${SDK}`, { headers: { origin } })
      expect(answer.status, origin).toBe(403)
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    const good = await send(`/getAnalyticsConfig?projectId=${PROJECT}&${SDK}`, {
      headers: { origin: APP_ORIGIN },
    })
    expect(good.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
  })

  it('finding 15: image_url comes from the configured URL, not the Host header', async () => {
    // A name the API does not serve is refused outright (issue 25: DNS rebinding).
    const rebound = await send(`/getWallets?entries=2&projectId=${PROJECT}&${SDK}`, {
      headers: { host: 'evil.example:666' },
    })
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body).error.code).toBe('HOST_NOT_ALLOWED')
    const port = new URL(server.url).port
    const answer = await send(`/getWallets?entries=2&projectId=${PROJECT}&${SDK}`, {
      headers: { host: `localhost:${port}` },
    })
    const wallets = getWalletsResponseSchema.parse(JSON.parse(answer.body))
    for (const wallet of wallets.data)
      expect(wallet.image_url.startsWith(`${server.url}/getWalletImage/`)).toBe(true)
  })
})
