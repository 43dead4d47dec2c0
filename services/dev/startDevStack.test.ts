import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { balanceResponseSchema } from '../../kernel/protocol/blockchainApi.js'
import { LOCAL_SOLANA_CAIP2 } from '../../kernel/protocol/localSolanaChain.js'
import { getWalletsResponseSchema } from '../../kernel/protocol/walletService.js'
import { activityHistoryResponseSchema } from '../../plugins/activity/protocol/history.js'
import { smartAccountNetworksResponseSchema } from '../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { nftListResponseSchema } from '../../plugins/nfts/protocol/nfts.js'
import {
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
} from '../../plugins/swaps/protocol/convert.js'
import { freePortBase } from '../../tests/support/freePortBase.js'
import { ENTRY_POINT_07_ADDRESS } from '../chain/smartAccounts/constants.js'
import { lockDataDir } from '../db/lockDataDir.js'
import { DEV_FARCASTER_CLIENT_KEY, ID_REGISTRY_ADDRESS } from '../farcaster/constants.js'
import { LOCAL_ID_REGISTRY_CODE } from '../farcaster/localIdRegistry.js'
import { readAdminChannel, sendAdminCommand } from './adminChannel.js'
import { DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import { devStackInfoSchema } from './devStackInfo.js'
import { type DevStack, startDevStack } from './startDevStack.js'

let stack: DevStack
let dir: string
let portBase: number

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-dev-'))
  portBase = await freePortBase()
  stack = await startDevStack({
    portBase,
    dataDir: null,
    devJsonPath: join(dir, 'dev.json'),
    smartAccounts: true,
  })
}, 60_000)

afterAll(async () => {
  await stack?.close()
  rmSync(dir, { recursive: true, force: true })
})

const sdk = `projectId=${DEV_PROJECT_ID}&st=appkit&sv=dev-test`

/** One HTTP request with the Host, Origin and body a browser page (or a DNS-rebinding page) would send. */
function send(
  port: number,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: '/',
        headers: { host: options.host ?? `127.0.0.1:${port}`, ...options.headers },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        )
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

const rpcBody = (method: string, params: unknown[] = []) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
const jsonHeaders = (origin?: string) => ({
  'content-type': 'application/json',
  ...(origin ? { origin, 'sec-fetch-site': 'cross-site' } : {}),
})

describe('issue 25: DNS rebinding and browser origins on the raw ports', () => {
  const httpPorts = () => ({
    api: portBase + PORT_OFFSETS.api,
    relay: portBase + PORT_OFFSETS.relay,
    secureSite: portBase + PORT_OFFSETS.secureSite,
    mailInbox: portBase + PORT_OFFSETS.mailInbox,
    socialProvider: portBase + PORT_OFFSETS.socialProvider,
    farcasterRelay: portBase + PORT_OFFSETS.farcasterRelay,
    bundler: portBase + PORT_OFFSETS.bundler,
    onrampSandbox: portBase + PORT_OFFSETS.onrampSandbox,
    chainA: portBase + PORT_OFFSETS.chainA,
    chainB: portBase + PORT_OFFSETS.chainB,
    solanaRpc: portBase + PORT_OFFSETS.solanaRpc,
    solanaWs: portBase + PORT_OFFSETS.solanaWs,
    bitcoinNode: portBase + PORT_OFFSETS.bitcoinNode,
    bitcoinEsplora: portBase + PORT_OFFSETS.bitcoinEsplora,
  })

  it('every HTTP port refuses a Host it does not serve (a rebound name), requests and websocket upgrades alike', async () => {
    for (const [name, port] of Object.entries(httpPorts())) {
      for (const host of [`rebind.example:${port}`, `127.0.0.1.nip.io:${port}`, `0.0.0.0:${port}`]) {
        const answer = await send(port, { host })
        expect(answer.status, `${name} with Host ${host}`).toBe(403)
        expect(answer.text, name).toContain('HOST_NOT_ALLOWED')
        const upgrade = await send(port, {
          host,
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          },
        })
        expect(upgrade.status, `${name} upgrade with Host ${host}`).toBe(403)
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
        const answer = await send(port, { host })
        expect(answer.text, `${name} with Host ${host}`).not.toContain('HOST_NOT_ALLOWED')
      }
    }
    // The inbox, which shows every login code, answers its own names only.
    const inbox = await send(portBase + PORT_OFFSETS.mailInbox, { host: 'rebind.example' })
    expect(inbox.status).toBe(403)
    expect(inbox.text).not.toContain('messages')
  })

  it('a chain port answers a page on another site nothing, and a loopback page no anvil_* (the dev wallet still signs)', async () => {
    const chain = portBase + PORT_OFFSETS.chainA
    const victim = '0x00000000000000000000000000000000000000aa'
    const setBalance = rpcBody('anvil_setBalance', [victim, '0xde0b6b3a7640000'])
    for (const method of ['eth_accounts', 'eth_chainId']) {
      const foreign = await send(chain, {
        method: 'POST',
        headers: jsonHeaders('https://evil.example'),
        body: rpcBody(method),
      })
      expect(foreign.status, method).toBe(403)
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    }
    const preflight = await send(chain, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const page = 'http://127.0.0.1:5173'
    for (const body of [
      setBalance,
      rpcBody('evm_mine'),
      rpcBody('anvil_impersonateAccount', [victim]),
      `[${rpcBody('eth_chainId')},${setBalance}]`,
    ]) {
      const refused = await send(chain, { method: 'POST', headers: jsonHeaders(page), body })
      // As the RPC host answers: 200 with -32601 per call, so wallet libraries fall back; nothing is run.
      expect(refused.status, body).toBe(200)
      const answers = [JSON.parse(refused.text)].flat()
      for (const answer of answers) expect(answer.error.code, body).toBe(-32601)
    }
    const balance = async () =>
      JSON.parse(
        (
          await send(chain, {
            method: 'POST',
            headers: jsonHeaders(),
            body: rpcBody('eth_getBalance', [victim, 'latest']),
          })
        ).text,
      ).result
    expect(await balance()).toBe('0x0')
    const read = await send(chain, {
      method: 'POST',
      headers: jsonHeaders(page),
      body: rpcBody('eth_chainId'),
    })
    expect(JSON.parse(read.text).result).toBe('0x7a69')
    expect(read.headers['access-control-allow-origin']).toBe(page)
    const accounts = await send(chain, {
      method: 'POST',
      headers: jsonHeaders(page),
      body: rpcBody('eth_accounts'),
    })
    expect(JSON.parse(accounts.text).result).toHaveLength(10)
    // A tool (no Origin: tests, scripts, the services) still reaches anvil_*.
    expect((await send(chain, { method: 'POST', headers: jsonHeaders(), body: setBalance })).status).toBe(200)
    expect(await balance()).toBe('0xde0b6b3a7640000')
  })

  it("the bundler answers only the secure site's frame, never debug_bundler_*, and refuses deeply nested JSON in one log line", async () => {
    const bundler = portBase + PORT_OFFSETS.bundler
    const frame = new URL(stack.info.secureSiteUrl ?? '').origin
    const page = await send(bundler, {
      method: 'POST',
      headers: jsonHeaders('http://127.0.0.1:5173'),
      body: rpcBody('eth_supportedEntryPoints'),
    })
    expect(page.status).toBe(403)
    expect(page.headers['access-control-allow-origin']).toBeUndefined()
    const fromFrame = await send(bundler, {
      method: 'POST',
      headers: jsonHeaders(frame),
      body: rpcBody('eth_supportedEntryPoints'),
    })
    expect(fromFrame.status).toBe(200)
    expect(fromFrame.headers['access-control-allow-origin']).toBe(frame)
    const debug = await send(bundler, {
      method: 'POST',
      headers: jsonHeaders(frame),
      body: rpcBody('debug_bundler_clearState'),
    })
    expect(JSON.parse(debug.text).error.code).toBe(-32601)
    const warnings: unknown[][] = []
    const spy = vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args))
    const errors = vi.spyOn(console, 'error')
    try {
      const nested = await send(bundler, {
        method: 'POST',
        headers: jsonHeaders(),
        body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      })
      expect(nested.status).toBe(400)
      expect(JSON.parse(nested.text).error.message).toBe('Invalid Request: JSON nested deeper than 32 levels')
      expect(warnings).toEqual([['bundler: refused a JSON body nested deeper than 32 levels']])
      expect(errors).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
      errors.mockRestore()
    }
    expect(
      (
        await send(bundler, {
          method: 'POST',
          headers: jsonHeaders(),
          body: rpcBody('eth_supportedEntryPoints'),
        })
      ).status,
    ).toBe(200)
  })

  it('the Solana RPC and its websocket answer pages only from allowed origins, and never requestAirdrop', async () => {
    const solana = portBase + PORT_OFFSETS.solanaRpc
    const foreign = await send(solana, {
      method: 'POST',
      headers: jsonHeaders('https://evil.example'),
      body: rpcBody('getHealth'),
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    const page = 'http://127.0.0.1:5173'
    const airdrop = await send(solana, {
      method: 'POST',
      headers: jsonHeaders(page),
      body: rpcBody('requestAirdrop', [stack.info.solana.accounts[0]?.address, 1000]),
    })
    expect(JSON.parse(airdrop.text).error).toMatchObject({ code: -32601 })
    const health = await send(solana, {
      method: 'POST',
      headers: jsonHeaders(page),
      body: rpcBody('getHealth'),
    })
    expect(JSON.parse(health.text).result).toBe('ok')
    expect(health.headers['access-control-allow-origin']).toBe(page)
    const upgrade = (origin: string) =>
      send(portBase + PORT_OFFSETS.solanaWs, {
        headers: {
          origin,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      })
    expect((await upgrade('https://evil.example')).status).toBe(403)
  })
})

describe('startDevStack', () => {
  it('runs ERC-4337 on chain A: EntryPoint 0.7 on its canonical address and a bundler on portBase + 8, in dev.json and on the secure site', async () => {
    const networks = stack.info.smartAccounts?.networks
    expect(networks).toEqual([
      {
        chainId: 31337,
        rpcUrl: `http://127.0.0.1:${portBase + 545}`,
        bundlerUrl: `http://127.0.0.1:${portBase + PORT_OFFSETS.bundler}`,
        entryPoint: ENTRY_POINT_07_ADDRESS,
        accountFactory: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      },
    ])
    const supported = await fetch(`http://127.0.0.1:${portBase + PORT_OFFSETS.bundler}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    }).then((response) => response.json() as Promise<{ result: string[] }>)
    expect(supported.result.map((address) => address.toLowerCase())).toEqual([
      ENTRY_POINT_07_ADDRESS.toLowerCase(),
    ])
    const site = stack.info.secureSiteUrl ?? ''
    const listed = smartAccountNetworksResponseSchema.parse(
      await (await fetch(`${site}/smart-accounts`)).json(),
    )
    expect(listed.networks).toEqual(networks)
    // Malformed input answers that request and nothing else.
    expect((await fetch(`${site}/smart-accounts?chainId=%ZZ&x=${'y'.repeat(4000)}`)).status).toBe(200)
    expect((await fetch(`${site}/smart-accounts`, { method: 'POST', body: '{' })).status).toBe(404)
    expect((await fetch(`${site}/smart-accounts`)).status).toBe(200)
  })

  it('starts the API and both chains on portBase + offsets and writes dev.json', () => {
    const info = devStackInfoSchema.parse(JSON.parse(readFileSync(join(dir, 'dev.json'), 'utf8')))
    expect(info).toEqual(stack.info)
    expect(info.apiUrl).toBe(`http://127.0.0.1:${portBase}`)
    expect(info.relayUrl).toBe(`ws://127.0.0.1:${portBase + 2}`)
    // The sandbox provider: another site than a host app on 127.0.0.1, as the secure site.
    expect(info.onrampSandboxUrl).toBe(`http://localhost:${portBase + 9}`)
    expect(info.rpcUrls).toEqual({
      'eip155:31337': `http://127.0.0.1:${portBase + 545}`,
      'eip155:31338': `http://127.0.0.1:${portBase + 546}`,
    })
    // ENS on each chain (services/chain/deployEns.ts): its UniversalResolver, for viem and /v1/identity.
    expect(Object.keys(info.ensUniversalResolvers ?? {})).toEqual(['eip155:31337', 'eip155:31338'])
    for (const address of Object.values(info.ensUniversalResolvers ?? {}))
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(info.projectId).toBe(DEV_PROJECT_ID)
    expect(info.tokens.map((token) => `${token.chainId} ${token.symbol} ${token.decimals}`)).toEqual([
      'eip155:31337 DUSD 6',
      'eip155:31337 DTK 18',
      'eip155:31338 DUSD 6',
      'eip155:31338 DTK 18',
      `${LOCAL_SOLANA_CAIP2} DUSD 6`,
      `${LOCAL_SOLANA_CAIP2} DTIX 0`,
    ])
    expect(info.solana).toMatchObject({
      chainId: LOCAL_SOLANA_CAIP2,
      rpcUrl: `http://127.0.0.1:${portBase + 547}`,
      wsUrl: `ws://127.0.0.1:${portBase + 548}`,
      mint: { name: 'Dev USD', symbol: 'DUSD', decimals: 6 },
    })
    expect(info.solana.accounts).toHaveLength(5)
    expect(info.bitcoin).toMatchObject({
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      esploraUrl: `http://127.0.0.1:${portBase + 550}`,
      nodeUrl: `http://127.0.0.1:${portBase + 549}`,
    })
    expect(info.bitcoin?.accounts.map((account) => [account.type, account.path])).toEqual([
      ['payment', "m/84'/1'/0'/0/0"],
      ['ordinal', "m/84'/1'/0'/0/1"],
    ])
    expect(info.farcaster).toEqual({
      relayUrl: `http://127.0.0.1:${portBase + 7}`,
      clientKey: DEV_FARCASTER_CLIENT_KEY,
      idRegistry: {
        chainId: 'eip155:31337',
        rpcUrl: `http://127.0.0.1:${portBase + 545}`,
        address: ID_REGISTRY_ADDRESS,
      },
    })
  })

  it('deploys Uniswap v2 on both chains, lists the router and the pools in dev.json, and quotes on them', async () => {
    expect(
      stack.info.swaps?.map((swap) => `${swap.caip2} ${swap.pools.map((pool) => pool.symbols.join('/'))}`),
    ).toEqual(['eip155:31337 ETH/DUSD,DUSD/DTK,ETH/DTK', 'eip155:31338 ETH/DUSD,DUSD/DTK,ETH/DTK'])
    for (const swap of stack.info.swaps ?? []) {
      const tokens = convertTokensResponseSchema.parse(
        await (await fetch(`${stack.info.apiUrl}/v1/convert/tokens?chainId=${swap.caip2}&${sdk}`)).json(),
      ).tokens
      expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'DUSD', 'DTK'])
      const [eth, dusd] = tokens
      const quotes = convertQuotesResponseSchema.parse(
        await (
          await fetch(
            `${stack.info.apiUrl}/v1/convert/quotes?amount=${10n ** 18n}&userAddress=${swap.caip2}:${stack.info.accounts[0]}&from=${eth?.address}&to=${dusd?.address}&${sdk}`,
          )
        ).json(),
      ).quotes
      // 1 ETH into 100 ETH / 300000 DUSD: 2961.47 DUSD after the 0.3% fee and the price impact.
      expect(quotes[0]?.toAmount).toBe('2961474103')
    }
  })

  it('runs the farcaster relay on portBase + 7 and the local IdRegistry on the first chain', async () => {
    const health = await fetch(`http://127.0.0.1:${portBase + 7}/health`)
    expect(await health.json()).toEqual({ ok: true })
    const code = await fetch(`http://127.0.0.1:${portBase + 545}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getCode',
        params: [ID_REGISTRY_ADDRESS, 'latest'],
      }),
    })
    expect(((await code.json()) as { result: string }).result).toBe(LOCAL_ID_REGISTRY_CODE)
  })

  it('serves the Solana chain, whose genesis hash gives its CAIP-2 id, and its DUSD and zero-decimal DTIX to the balance endpoint', async () => {
    const genesis = await fetch(stack.info.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    const hash = ((await genesis.json()) as { result: string }).result
    expect(`solana:${hash.slice(0, 32)}`).toBe(stack.info.solana.chainId)
    const account = stack.info.solana.accounts[2]?.address
    const balance = balanceResponseSchema.parse(
      await (await fetch(`${stack.info.apiUrl}/v1/account/${account}/balance?currency=usd&${sdk}`)).json(),
    )
    expect(
      balance.balances.map((item) => `${item.chainId} ${item.symbol} ${item.quantity.numeric} ${item.value}`),
    ).toEqual([
      `${LOCAL_SOLANA_CAIP2} SOL 1000 150000`,
      `${LOCAL_SOLANA_CAIP2} DUSD 1000000 1000000`,
      // Zero decimals, no price: answered, and left out by the Tokens tab (spec section 5).
      `${LOCAL_SOLANA_CAIP2} DTIX 3 0`,
    ])
  })

  it('serves the seeded registry to the demo origin with CORS', async () => {
    const response = await fetch(`${stack.info.apiUrl}/getWallets?entries=5&${sdk}`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(getWalletsResponseSchema.parse(await response.json()).count).toBeGreaterThanOrEqual(100)
  })

  it('the dev project allows every loopback origin on any port, and no other host', async () => {
    // Allowed: answered (a refused origin reads only its 403 ORIGIN_NOT_ALLOWED).
    const allowOf = async (origin: string) => {
      const response = await fetch(`${stack.info.apiUrl}/getWallets?entries=1&${sdk}`, {
        headers: { origin },
      })
      return response.ok ? response.headers.get('access-control-allow-origin') : null
    }
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:8123', 'http://localhost:5999'])
      expect(await allowOf(origin)).toBe(origin)
    for (const origin of [
      'http://127.0.0.2:3000',
      'http://localhost.evil.test:3000',
      'https://localhost:3000',
    ])
      expect(await allowOf(origin)).toBeNull()
  })

  it('appkit admin add-origin reaches the running stack: the API allows the origin at once, with no restart', async () => {
    const origin = 'https://shop.walletdock.test'
    const allowOf = async () => {
      const response = await fetch(`${stack.info.apiUrl}/getWallets?entries=1&${sdk}`, {
        headers: { origin },
      })
      return response.ok ? response.headers.get('access-control-allow-origin') : null
    }
    expect(await allowOf()).toBeNull()
    const channel = readAdminChannel(join(dir, 'admin.json'))
    if (!channel) throw new Error('the stack left no admin channel beside dev.json')
    await sendAdminCommand(channel, {
      command: 'add-origin',
      projectId: DEV_PROJECT_ID,
      origin,
      unverified: false,
    })
    expect(await allowOf()).toBe(origin)
  })

  it('mints the dev tokens to the dev accounts and indexes the mints', async () => {
    const account = stack.info.accounts[1]
    const balance = balanceResponseSchema.parse(
      await (
        await fetch(
          `${stack.info.apiUrl}/v1/account/${account}/balance?currency=usd&chainId=eip155:31338&${sdk}`,
        )
      ).json(),
    )
    expect(balance.balances.map((item) => `${item.symbol} ${item.quantity.numeric}`)).toEqual([
      'ETH 10000',
      'DUSD 1000000',
      'DTK 1000',
    ])
    await expect
      .poll(
        async () =>
          activityHistoryResponseSchema.parse(
            await (
              await fetch(`${stack.info.apiUrl}/v1/account/${account}/history?chainId=eip155:31337&${sdk}`)
            ).json(),
          ).data.length,
        { timeout: 10_000 },
      )
      // DUSD and DTK, three tokens of the dev collection and one of the airdrop.
      .toBe(6)
  })

  it('deploys the dev ERC-721 collections, lists them in dev.json, and indexes each token named from its tokenURI', async () => {
    const account = stack.info.accounts[2]
    expect(
      stack.info.nftCollections?.map((entry) => `${entry.chainId} ${entry.symbol} ${entry.spam}`),
    ).toEqual([
      'eip155:31337 DCOL false',
      'eip155:31337 AIRDROP true',
      'eip155:31338 DCOL false',
      'eip155:31338 AIRDROP true',
    ])
    const list = async () =>
      nftListResponseSchema.parse(
        await (
          await fetch(`${stack.info.apiUrl}/v1/account/${account}/nfts?chainId=eip155:31338&${sdk}`)
        ).json(),
      ).nfts
    // The indexer reads each token's metadata through the stack's own metadata route.
    await expect
      .poll(async () => (await list()).every((nft) => nft.name !== null), { timeout: 15_000 })
      .toBe(true)
    expect((await list()).map((nft) => `${nft.name} ${nft.flags.is_spam}`).sort()).toEqual([
      'Dev Collection #7 false',
      'Dev Collection #8 false',
      'Dev Collection #9 false',
      'Free Airdrop #3 true',
    ])
  })

  it('finding 11: a refused second start touches nothing of the running stack, not its dev.json', async () => {
    const devJson = join(dir, 'dev.json')
    const before = readFileSync(devJson, 'utf8')
    // The same ports: refused before anything starts.
    await expect(startDevStack({ portBase, dataDir: null, devJsonPath: devJson })).rejects.toThrow(
      'is in use',
    )
    // Free ports but a database folder another process holds: refused after its chains started, which it stops again.
    const dataDir = join(dir, 'locked-data')
    const release = lockDataDir(dataDir)
    try {
      await expect(
        startDevStack({ portBase: await freePortBase(), dataDir, devJsonPath: devJson }),
      ).rejects.toThrow(`is in use by process ${process.pid}`)
    } finally {
      release()
    }
    expect(readFileSync(devJson, 'utf8')).toBe(before)
    expect((await fetch(`${stack.info.apiUrl}/health`)).ok).toBe(true)
  }, 60_000)

  it('stops everything on close, anvil included, and removes dev.json', async () => {
    const rpc = stack.info.rpcUrls['eip155:31337'] ?? ''
    await stack.close()
    expect(existsSync(join(dir, 'dev.json'))).toBe(false)
    await expect(fetch(rpc, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(`${stack.info.apiUrl}/health`)).rejects.toThrow()
    await expect(fetch(`${stack.info.solana.rpcUrl}/health`)).rejects.toThrow()
  })

  it('stops what it started when stopped while starting', async () => {
    const controller = new AbortController()
    controller.abort()
    const base = await freePortBase()
    await expect(
      startDevStack({ portBase: base, dataDir: null, devJsonPath: null, signal: controller.signal }),
    ).rejects.toThrow('the local stack was stopped while it started')
    await expect(fetch(`http://127.0.0.1:${base + 545}`, { method: 'POST', body: '{}' })).rejects.toThrow()
  }, 60_000)

  it('finding 16: refuses a non-loopback host unless unsafeExpose; anvil and the mail inbox never leave loopback', async () => {
    const base = await freePortBase()
    await expect(
      startDevStack({ host: '0.0.0.0', portBase: base, dataDir: null, devJsonPath: null }),
    ).rejects.toThrow(
      'appkit dev listens on loopback only; --host 0.0.0.0 would let other machines reach the API and the relay. Pass --unsafe-expose',
    )
    const exposed = await startDevStack({
      host: '0.0.0.0',
      unsafeExpose: true,
      publicHost: '127.0.0.1',
      portBase: base,
      dataDir: null,
      devJsonPath: null,
    })
    try {
      expect(exposed.info.apiUrl).toBe(`http://127.0.0.1:${base}`)
      // Another loopback address reaches what listens on every interface, but not what listens on 127.0.0.1 only;
      // 127.0.0.2 is not a name the API serves, so it answers HOST_NOT_ALLOWED (the public host is).
      expect((await fetch(`http://127.0.0.2:${base}/health`)).status).toBe(403)
      expect((await fetch(`http://127.0.0.1:${base}/health`)).ok).toBe(true)
      // The secure site serves other devices (the frame); the inbox of login codes and the SMTP sink do not.
      expect(exposed.info.secureSiteUrl).toBe(`http://127.0.0.1:${base + 3}`)
      expect((await fetch(`http://127.0.0.2:${base + 3}/health`)).status).toBe(403)
      expect((await fetch(`http://127.0.0.1:${base + 3}/health`)).status).toBe(200)
      for (const mailUrl of [exposed.info.mailInboxUrl, exposed.info.smtpUrl]) {
        const url = new URL((mailUrl ?? '').replace(/^smtp:/, 'http:'))
        expect(url.hostname).toBe('127.0.0.1')
        await expect(fetch(`http://127.0.0.2:${url.port}/`)).rejects.toThrow()
      }
      for (const rpcUrl of Object.values(exposed.info.rpcUrls)) {
        const url = new URL(rpcUrl)
        expect(url.hostname).toBe('127.0.0.1')
        await expect(fetch(`http://127.0.0.2:${url.port}`, { method: 'POST', body: '{}' })).rejects.toThrow()
      }
    } finally {
      await exposed.close()
    }
  }, 60_000)
})
