import { getEventListeners } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { HttpRequestError, NetworkRequestError } from '../errors/http.js'
import { InvalidRpcResponseError, RpcResponseError } from '../errors/rpc.js'
import { callJsonRpc } from './callJsonRpc.js'

// A local JSON-RPC node that answers by path; the last path segment stands for an API key in a real RPC URL.
type Call = { jsonrpc: string; id: string; method: string; params: unknown }
const calls: Call[] = []
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
const answers: Record<string, (response: ServerResponse, call: Call) => void> = {
  '/ok': (response, call) => json(response, 200, { jsonrpc: '2.0', id: call.id, result: '0x10' }),
  '/error': (response, call) =>
    json(response, 200, {
      jsonrpc: '2.0',
      id: call.id,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    }),
  '/refused': (response) =>
    json(response, 403, { jsonrpc: '2.0', id: null, error: { code: -32601, message: 'Method not found' } }),
  '/500': (response) => response.writeHead(500).end('upstream exploded'),
  '/html': (response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html>\n<b>hi</b></html>'),
  '/garbage': (response) => json(response, 200, { error: 'no' }),
  '/wrong-id': (response) => json(response, 200, { jsonrpc: '2.0', id: 'someone-else', result: 1 }),
  '/no-result': (response, call) => json(response, 200, { jsonrpc: '2.0', id: call.id }),
  '/hang': () => undefined,
}
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => {
    body += chunk
  })
  request.on('end', () => {
    const call = JSON.parse(body) as Call
    calls.push(call)
    answers[(request.url ?? '').replace(/\/key-[^/]*$/, '')]?.(response, call)
  })
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('it resolved'),
    (error) => error,
  )

it('POSTs one JSON-RPC 2.0 call with a random UUID id and returns the result, checked by a schema when given', async () => {
  await expect(callJsonRpc({ url: `${base}/ok`, method: 'eth_blockNumber' })).resolves.toBe('0x10')
  await expect(
    callJsonRpc({
      url: `${base}/ok`,
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
      result: z.string(),
    }),
  ).resolves.toBe('0x10')
  const [first, second] = calls.slice(-2)
  expect(first).toEqual({
    jsonrpc: '2.0',
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    method: 'eth_blockNumber',
    params: [],
  })
  expect(second).toMatchObject({ method: 'eth_getBalance', params: ['0xabc', 'latest'] })
  expect(second?.id).not.toBe(first?.id)

  const wrongShape = await failure(
    callJsonRpc({ url: `${base}/ok`, method: 'getBalance', result: z.number() }),
  )
  expect(wrongShape).toBeInstanceOf(InvalidRpcResponseError)
  expect(wrongShape.details).toMatch(/^unexpected result: the value: expected number$/)
})

it("an error answer throws RpcResponseError with the node's code, message and data, naming only the URL's origin", async () => {
  const error = await failure(callJsonRpc({ url: `${base}/error/key-SECRET`, method: 'eth_call' }))
  expect(error).toBeInstanceOf(RpcResponseError)
  expect(error).toMatchObject({ code: 3, shortMessage: 'execution reverted', data: '0x08c379a0' })
  expect(error.message).toContain(`RPC: ${base}`)
  expect(error.message).toContain('Method: eth_call')
  expect(error.message).not.toContain('SECRET')
  // A node that refuses with a non-2xx status and a JSON-RPC error: the node's code, not the status.
  await expect(callJsonRpc({ url: `${base}/refused`, method: 'anvil_mine' })).rejects.toMatchObject({
    name: 'RpcResponseError',
    code: -32601,
    shortMessage: 'Method not found',
  })
})

it('HTTP 500, HTML, JSON that is not JSON-RPC, a foreign id and an answer without a result are refused with what was wrong', async () => {
  const http = await failure(callJsonRpc({ url: `${base}/500/key-SECRET`, method: 'eth_chainId' }))
  expect(http).toBeInstanceOf(HttpRequestError)
  expect(http).toMatchObject({ status: 500, url: base, details: 'eth_chainId: "upstream exploded"' })
  expect(http.message).not.toContain('SECRET')

  const cases: [string, RegExp][] = [
    ['/html', /^the body is not JSON: "<html> <b>hi<\/b><\/html>"$/],
    [
      '/garbage',
      /^not a JSON-RPC 2\.0 answer: jsonrpc: expected "2\.0"; id: expected string or number or null; error: expected object$/,
    ],
    ['/wrong-id', /^the answer's id "someone-else" is not the call's$/],
    ['/no-result', /^the answer has neither a result nor an error$/],
  ]
  for (const [path, details] of cases) {
    const error = await failure(callJsonRpc({ url: `${base}${path}/key-SECRET`, method: 'eth_chainId' }))
    expect(error).toBeInstanceOf(InvalidRpcResponseError)
    expect(error.shortMessage).toBe(`Invalid response from the RPC at ${base}`)
    expect(error.details).toMatch(details)
    expect(error.message).not.toContain('SECRET')
  }
})

it("the caller's signal aborts a call with its reason; a timeout and an unreachable node give a NetworkRequestError", async () => {
  const controller = new AbortController()
  const pending = failure(
    callJsonRpc({ url: `${base}/hang`, method: 'eth_chainId', signal: controller.signal }),
  )
  setTimeout(() => controller.abort(), 20)
  expect(await pending).toMatchObject({ name: 'AbortError' })

  const timedOut = await failure(
    callJsonRpc({
      url: `${base}/hang`,
      method: 'eth_chainId',
      timeoutMs: 50,
      signal: new AbortController().signal,
    }),
  )
  expect(timedOut).toBeInstanceOf(NetworkRequestError)
  expect(timedOut.cause).toMatchObject({ name: 'TimeoutError' })

  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const port = (closed.address() as AddressInfo).port
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  const unreachable = await failure(callJsonRpc({ url: `http://127.0.0.1:${port}/`, method: 'eth_chainId' }))
  expect(unreachable).toBeInstanceOf(NetworkRequestError)
  expect(unreachable.message).toContain(`URL: http://127.0.0.1:${port}`)
})

it("a call with both a signal and a timeout leaves no listener on the caller's signal once it is over", async () => {
  const controller = new AbortController()
  for (let call = 0; call < 3; call += 1)
    await callJsonRpc({
      url: `${base}/ok`,
      method: 'eth_blockNumber',
      signal: controller.signal,
      timeoutMs: 5_000,
    })
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
})
