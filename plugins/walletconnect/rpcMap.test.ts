import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callRpc } from './rpcMap.js'

// A local RPC that answers by path: a JSON-RPC result, a JSON-RPC error, and a body that is not JSON-RPC.
const answers: Record<string, string> = {
  '/ok': JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }),
  '/error': JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } }),
  '/garbage': JSON.stringify({ error: 'no' }),
  '/html': '<html>bad gateway</html>',
}
const server = createServer((request, response) => response.end(answers[request.url ?? ''] ?? ''))
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

it("a session's read through the rpcMap: the result, the RPC's error with its code, and an answer that is not JSON-RPC refused with what was wrong", async () => {
  await expect(callRpc(`${base}/ok`, 'eth_blockNumber', [])).resolves.toBe('0x10')
  await expect(callRpc(`${base}/error`, 'eth_blockNumber', [])).rejects.toMatchObject({
    message: 'header not found',
    code: -32000,
  })
  await expect(callRpc(`${base}/garbage`, 'eth_blockNumber', [])).rejects.toThrow(
    /eth_blockNumber: the RPC at .* answered .*expected JSON-RPC 2\.0/s,
  )
  await expect(callRpc(`${base}/html`, 'eth_blockNumber', [])).rejects.toThrow(/expected JSON-RPC 2\.0/)
})
