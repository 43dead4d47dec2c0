import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runInit } from '../../cli/init.js'
import { siwsText } from '../../plugins/siwx/protocol/siwsText.js'
import { createSessionResponseSchema } from '../../plugins/siwx/protocol/siwx.js'
import { repoRoot } from '../../scripts/hostApp.js'
import { addProject } from '../../services/admin/addProject.js'
import { createApiApp } from '../../services/api/createApiApp.js'
import type { Database } from '../../services/db/database.js'
import { openTestDatabase } from '../support/openTestDatabase.js'

// `appkit init --plugins evm,siwx` writes the starter's protected endpoint (server/protectedEndpoint.ts),
// which checks the page's session token with the services. Here the file init wrote answers requests
// against the real services app (in process): 401 without a live session, 200 with one.

const root = join(repoRoot, 'test-results', `init-siwx-${crypto.randomUUID()}`)
const quiet = { out: () => undefined, err: () => undefined }
const PROJECT = 'starter-project'
const ORIGIN = 'http://127.0.0.1:5190'
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const API = 'http://api.test'
let database: Database
let services: ReturnType<typeof createApiApp>
afterAll(async () => {
  rmSync(root, { recursive: true, force: true })
  await database?.close()
})

beforeAll(async () => {
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: [ORIGIN] })
  services = createApiApp({
    database,
    blockchain: {
      chains: [],
      tokens: [],
      prices: {},
      solanaChains: [
        {
          caip2: SOLANA_CHAIN,
          name: 'Dev Solana',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [],
        },
      ],
    },
    publicUrl: API,
  })
}, 60_000)

/** A page's sign-in on the services: a SIWS message signed with ed25519, posted from the page's origin. */
async function signInOnServices(secret: Uint8Array) {
  const address = base58.encode(ed25519.getPublicKey(secret))
  const sdk = `projectId=${PROJECT}&st=appkit&sv=test`
  const headers = { origin: ORIGIN, 'content-type': 'application/json' }
  const { nonce } = (await (await services.request(`${API}/v1/siwx/nonce?${sdk}`, { headers })).json()) as {
    nonce: string
  }
  const issued = new Date()
  const message = siwsText.build({
    accountAddress: address,
    chainId: SOLANA_CHAIN,
    domain: new URL(ORIGIN).host,
    uri: ORIGIN,
    version: '1',
    nonce,
    issuedAt: issued.toISOString(),
    expirationTime: new Date(issued.getTime() + 3_600_000).toISOString(),
  })
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
  const created = await services.request(`${API}/v1/sessions?${sdk}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message, signature }),
  })
  expect(created.status).toBe(201)
  return { address, token: createSessionResponseSchema.parse(await created.json()).token }
}

describe('the starter of appkit init --plugins evm,siwx', () => {
  const dir = join(root, 'with-siwx')

  it('writes the protected endpoint, the view that calls it and the vite plugin that serves it; siwx keeps sessions on the services', async () => {
    expect(await runInit(dir, { yes: true, plugins: 'evm,siwx' }, quiet)).toBe(0)
    const read = (path: string) => readFileSync(join(dir, path), 'utf8')
    expect(read('src/appkit.config.ts')).toContain("plugins: [evm(), siwx({ sessions: 'services' })],")
    expect(read('src/App.tsx')).toContain('<SignedIn />\n')
    expect(read('src/ServerSession.tsx')).toContain("fetch('/api/me'")
    expect(read('vite.config.ts')).toContain('protectedApi(),\n')
    expect(existsSync(join(dir, 'server/protectedApi.ts'))).toBe(true)
    for (const path of ['src/App.tsx', 'vite.config.ts']) expect(read(path)).not.toContain('appkit-template')
  })

  it('its endpoint answers 401 without a live session (none, a malformed, an unknown token, another address) and 200 with one', async () => {
    const { protectedEndpoint } = (await import(
      join(dir, 'server/protectedEndpoint.ts')
    )) as typeof import('../../templates/vite-react/server/protectedEndpoint.js')
    const settings = {
      apiUrl: API,
      projectId: PROJECT,
      fetch: ((url: URL, init?: RequestInit) => services.request(url.toString(), init)) as typeof fetch,
    }
    const me = (headers: Record<string, string>) =>
      protectedEndpoint(new Request('http://app/api/me', { headers }), settings)
    const { address, token } = await signInOnServices(ed25519.utils.randomPrivateKey())
    const other = await signInOnServices(ed25519.utils.randomPrivateKey())
    const unknown = 'A'.repeat(43)
    for (const headers of <Record<string, string>[]>[
      {},
      { 'x-siwx-address': address },
      { authorization: `Bearer ${token}` },
      { authorization: `Bearer ${token}x`, 'x-siwx-address': address },
      { authorization: `Bearer ${unknown}`, 'x-siwx-address': address },
      { authorization: `Bearer ${other.token}`, 'x-siwx-address': address },
      { authorization: `Bearer ${token}`, 'x-siwx-address': '../../v1/siwx/nonce' },
    ]) {
      const answer = await me(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(401)
    }
    const ok = await me({ authorization: `Bearer ${token}`, 'x-siwx-address': address })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ address })
    // The services down: 502, not a pass.
    const down = await protectedEndpoint(
      new Request('http://app/api/me', {
        headers: { authorization: `Bearer ${token}`, 'x-siwx-address': address },
      }),
      { apiUrl: 'http://127.0.0.1:9', projectId: PROJECT },
    )
    expect(down.status).toBe(502)
  })

  it('without siwx: no endpoint, no view, no vite plugin line', async () => {
    const plain = join(root, 'evm-only')
    expect(await runInit(plain, { yes: true, plugins: 'evm' }, quiet)).toBe(0)
    expect(existsSync(join(plain, 'server'))).toBe(false)
    expect(existsSync(join(plain, 'src/SignedIn.tsx'))).toBe(false)
    expect(existsSync(join(plain, 'src/ServerSession.tsx'))).toBe(false)
    expect(readFileSync(join(plain, 'vite.config.ts'), 'utf8')).not.toContain('protectedApi')
    expect(readFileSync(join(plain, 'src/App.tsx'), 'utf8')).not.toContain('SignedIn')
  })
})
