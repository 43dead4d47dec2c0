import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createRpcClient } from '../../plugins/evm/createRpcClient.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()
let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** An RPC proxy in front of anvil that answers the first `failures` calls with `status` (and `headers`). */
async function flakyProxy(
  target: string,
  failures: number,
  status: number,
  headers: Record<string, string> = {},
) {
  const bodies: unknown[] = []
  const times: number[] = []
  server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    bodies.push(JSON.parse(text))
    times.push(Date.now())
    if (bodies.length <= failures) {
      response.writeHead(status, headers).end('busy')
      return
    }
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, bodies, times }
}

describe('createRpcClient', () => {
  it('retries RPC reads 3 times on 503 with the delay doubling from 150 ms', async () => {
    const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 3, 503)
    const [network] = localNetworks([proxy.url])
    const client = await createRpcClient({ network: network as never })
    expect(await client.getBalance({ address: DEV_ACCOUNTS[0] as `0x${string}` })).toBe(10_000n * 10n ** 18n)
    expect(proxy.bodies).toHaveLength(4)
    const gaps = proxy.times.slice(1).map((time, index) => time - (proxy.times[index] as number))
    expect(gaps[0]).toBeGreaterThanOrEqual(150)
    expect(gaps[1]).toBeGreaterThanOrEqual(300)
    expect(gaps[2]).toBeGreaterThanOrEqual(600)
  })

  it('does not retry a status outside the retry list (400, 401, 404, 501)', async () => {
    for (const status of [400, 401, 404, 501]) {
      const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 1, status)
      const [network] = localNetworks([proxy.url])
      const client = await createRpcClient({ network: network as never })
      await expect(client.getBalance({ address: DEV_ACCOUNTS[0] as `0x${string}` })).rejects.toThrow()
      expect(proxy.bodies, `status ${status}`).toHaveLength(1)
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('retried on HTTP 403, 408, 413, 429, 500, 502, 503, 504', async () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 1, status)
      const [network] = localNetworks([proxy.url])
      const client = await createRpcClient({ network: network as never })
      expect(await client.getBalance({ address: DEV_ACCOUNTS[0] as `0x${string}` })).toBe(
        10_000n * 10n ** 18n,
      )
      expect(proxy.bodies, `status ${status}`).toHaveLength(2)
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('waits as long as Retry-After says instead of 150 ms', async () => {
    const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 1, 429, { 'retry-after': '1' })
    const [network] = localNetworks([proxy.url])
    const client = await createRpcClient({ network: network as never })
    await client.getBalance({ address: DEV_ACCOUNTS[0] as `0x${string}` })
    expect(proxy.bodies).toHaveLength(2)
    expect((proxy.times[1] as number) - (proxy.times[0] as number)).toBeGreaterThanOrEqual(1000)
  })

  it('batches concurrent reads into one JSON-RPC batch', async () => {
    const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 0, 200)
    const [network] = localNetworks([proxy.url])
    const client = await createRpcClient({ network: network as never })
    const balances = await Promise.all(
      DEV_ACCOUNTS.slice(0, 3).map((address) => client.getBalance({ address })),
    )
    expect(balances).toHaveLength(3)
    expect(proxy.bodies).toHaveLength(1)
    expect(proxy.bodies[0]).toHaveLength(3)
  })

  it('spec 9: a batch holds up to 1000 reads, the 1001st goes in the next HTTP call', async () => {
    const proxy = await flakyProxy(testbed.rpcUrls[0] as string, 0, 200)
    const [network] = localNetworks([proxy.url])
    const client = await createRpcClient({ network: network as never })
    const address = DEV_ACCOUNTS[0] as `0x${string}`
    const balances = await Promise.all(Array.from({ length: 1001 }, () => client.getBalance({ address })))
    expect(balances).toHaveLength(1001)
    expect(proxy.bodies.map((body) => (body as unknown[]).length)).toEqual([1000, 1])
  })

  it('spec 9: RPC timeout 10 s and polling 4 s on the read client', async () => {
    const [network] = localNetworks(testbed.rpcUrls)
    const client = await createRpcClient({ network: network as never })
    expect(client.transport.timeout).toBe(10_000)
    expect(client.pollingInterval).toBe(4_000)
  })

  it('a network without an RPC URL gives No RPC url provided for chainId', async () => {
    const [network] = localNetworks(testbed.rpcUrls)
    const bare = { ...network, rpcUrls: { default: { http: [] } } }
    await expect(createRpcClient({ network: bare as never })).rejects.toMatchObject({
      name: 'NoRpcUrlError',
      shortMessage: 'No RPC url provided for chainId',
      metaMessages: ['Chain id: 31337'],
    })
  })
})
