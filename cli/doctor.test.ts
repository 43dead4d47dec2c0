import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addProject } from '../services/admin/addProject.js'
import { type ApiServer, startApiServer } from '../services/api/startApiServer.js'
import { freePort } from '../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../services/chain/startAnvil.js'
import type { Database } from '../services/db/database.js'
import { openTestDatabase } from '../tests/support/openTestDatabase.js'
import { runDoctor } from './doctor.js'
import { runValidate } from './validate.js'

const root = mkdtempSync(join(tmpdir(), 'appkit-doctor-'))
let database: Database
let api: ApiServer
let anvil: AnvilInstance
let failing: Server
let failingUrl: string

beforeAll(async () => {
  database = await openTestDatabase()
  await addProject(database, { id: 'healthy', origins: ['http://localhost:5173', 'https://*.shop.test'] })
  await addProject(database, { id: 'no-origins' })
  await addProject(database, {
    id: 'overridden',
    origins: ['http://localhost:5173'],
    features: { swaps: false, multiWallet: true },
  })
  await addProject(database, {
    id: 'quiet',
    features: { email: false, socials: false, swaps: false, onramp: false, activity: false },
  })
  // An entry stored before the server refused such patterns (written to the table directly, as an old server did).
  await addProject(database, { id: 'legacy-pattern' })
  await database.query(
    "insert into project_origins (project_id, origin, verify_status) values ('legacy-pattern', 'https://*example.com', 'verified')",
  )
  await addProject(database, { id: 'limited', origins: ['http://localhost:5173'], rateLimitPerMinute: 1 })
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  failing = createServer((_request, response) => response.writeHead(503).end('down'))
  await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done))
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
}, 90_000)

afterAll(async () => {
  await new Promise((done) => failing?.close(done))
  await anvil?.stop()
  await api?.close()
  await database?.close()
  rmSync(root, { recursive: true, force: true })
})

type ConfigOptions = { projectId?: string | null; api?: string; chainId?: number; extra?: string }
let count = 0
/** An app folder whose src/appkit.config.ts is a plain module (the evm plugin stands in as an adapter object). */
function app({
  projectId = 'healthy',
  api: apiUrl,
  chainId = 31337,
  extra = '',
}: ConfigOptions = {}): string {
  const dir = join(root, `app-${++count}`)
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'src/appkit.config.ts'),
    `export default {
  ${projectId === null ? '' : `projectId: '${projectId}',`}
  networks: [{ id: ${chainId}, caipNetworkId: 'eip155:${chainId}', chainNamespace: 'eip155', name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['${anvil.rpcUrl}'] } } }],
  plugins: [{ name: 'evm', kind: 'adapter', namespaces: ['eip155'], setup() {} }],
  endpoints: { api: '${apiUrl ?? api.url}' },
  ${extra}
}
`,
  )
  return dir
}
async function doctor(dir: string, options: Parameters<typeof runDoctor>[1] = {}) {
  const lines: string[] = []
  const code = await runDoctor(dir, options, {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  })
  return { code, text: lines.join('\n') }
}

describe('appkit doctor', () => {
  it('a healthy project gives exit 0', async () => {
    const { code, text } = await doctor(app())
    expect(text).toContain('✔ config: src/appkit.config.ts loads and is valid')
    expect(text).toContain(`✔ project id: "healthy" is known to ${api.url}`)
    expect(text).toContain('✔ origin: http://localhost:5173 is on the allow-list')
    expect(text).toContain('✔ network: eip155:31337 (Local): RPC answers chain id 31337')
    expect(text).toContain('0 error(s)')
    expect(code).toBe(0)
  })

  it('project id is required, else Project ID Not Configured', async () => {
    const { code, text } = await doctor(app({ projectId: null }))
    expect(text).toContain('✖ project id: Project ID Not Configured')
    expect(text).toContain('fix: Set `projectId` to your project id in src/appkit.config.ts')
    expect(text).toContain(
      '- services: project, features, origins and networks are checked once the config is valid',
    )
    expect(code).toBe(1)
  })

  it('a project id the services do not know gives Invalid Project ID', async () => {
    const { code, text } = await doctor(app({ projectId: 'nope' }))
    expect(text).toContain(`✖ project id: Invalid Project ID: "nope" is not known to ${api.url}`)
    expect(text).toContain('fix: create it with npx walletdock admin add-project nope')
    expect(code).toBe(1)
  })

  it('the origins must be on the allow-list when email or socials are on; wildcard entries match as patterns', async () => {
    const allowed = await doctor(app(), { origin: ['https://app.shop.test'] })
    expect(allowed.text).toContain('✔ origin: https://app.shop.test is on the allow-list')
    expect(allowed.code).toBe(0)
    const refused = await doctor(app({ projectId: 'no-origins' }), { origin: ['https://evil.test'] })
    expect(refused.text).toContain(
      "✖ origin: Origin Not Allowed: http://localhost:5173 is not on the project's allow-list (empty)",
    )
    expect(refused.text).toContain('✖ origin: Origin Not Allowed: https://evil.test')
    expect(refused.text).toContain('fix: npx walletdock admin add-origin no-origins https://evil.test')
    expect(refused.code).toBe(1)
  })

  it('https://*example.com does not let https://evilexample.com in, and doctor names the entry as invalid', async () => {
    const { code, text } = await doctor(app({ projectId: 'legacy-pattern' }), {
      origin: ['https://evilexample.com'],
    })
    expect(text).toContain(
      "✖ origin: Origin Not Allowed: https://evilexample.com is not on the project's allow-list (https://*example.com)",
    )
    expect(text).toContain(
      '! allowed origin: "https://*example.com" is not an origin pattern; write it like https://*.example.com',
    )
    expect(text).toContain('fix: npx walletdock admin remove-origin legacy-pattern https://*example.com')
    expect(code).toBe(1)
  })

  it('the origin is checked for every feature, not only email and social login: with both off a refused origin is still an error naming what fails', async () => {
    const { code, text } = await doctor(app({ projectId: 'quiet' }))
    expect(text).toContain(
      "✖ origin: Origin Not Allowed: http://localhost:5173 is not on the project's allow-list (empty); the services refuse the page there, so these fail: the wallet list, balances, names",
    )
    expect(text).not.toContain('email and social login')
    expect(text).toContain('fix: npx walletdock admin add-origin quiet http://localhost:5173')
    expect(code).toBe(1)
    const healthy = await doctor(app())
    expect(healthy.text).toMatch(
      /✔ origin: http:\/\/localhost:5173 is on the allow-list \(the wallet list, balances, names[^)]*\)/,
    )
  })

  it("local features the dashboard overrides are each named: 'Local configuration ignored'", async () => {
    const { code, text } = await doctor(app({ projectId: 'overridden' }))
    expect(text).toContain('! features: Local configuration ignored: the dashboard overrides features.swaps')
    expect(code).toBe(0)
  })

  it('features enabled remotely whose plugin is not installed are named', async () => {
    const { text } = await doctor(app())
    expect(text).toContain(
      '! plugins: enabled on the dashboard but no plugin installed: email, socials, swaps, onramp, activity',
    )
  })

  it('a network whose RPC answers another chain id is an error', async () => {
    const { code, text } = await doctor(app({ chainId: 1 }))
    expect(text).toContain(`✖ network: eip155:1 (Local): ${anvil.rpcUrl} answers chain id 31337, not 1`)
    expect(code).toBe(1)
  })

  it('siweConfig and siwx without the plugin that reads them are refused, naming it', async () => {
    // With siwx() listed, the plugin refuses both together ('Cannot set both', its checkOptions).
    const { code, text } = await doctor(app({ extra: 'siweConfig: {}, siwx: {},' }))
    expect(text).toContain('✖ config siwx: does nothing without the plugin that reads it')
    expect(text).toContain('fix: Add siwx() from walletdock/plugins/siwx to `plugins`, or remove `siwx`')
    expect(text).toContain('✖ config siweConfig: does nothing without the plugin that reads it')
    expect(code).toBe(1)
  })

  it('services that cannot be reached, answer 429 or 5xx are named: unreachable, RATE_LIMITED, SERVER_ERROR', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const unreachable = await doctor(app({ api: closed }))
    expect(unreachable.text).toContain(`✖ project id: the services at ${closed} cannot be reached`)
    expect(unreachable.text).toContain('fix: start them with npx walletdock dev')
    expect(unreachable.code).toBe(1)
    const limited = await doctor(app({ projectId: 'limited' }))
    expect(limited.text).toContain('✖ origins: RATE_LIMITED: the allowed origins could not be read')
    expect(limited.code).toBe(1)
    const down = await doctor(app({ api: failingUrl }))
    expect(down.text).toContain(
      '✖ project id: SERVER_ERROR: Server Error, Failed to get App Configuration (HTTP status code: 503)',
    )
    expect(down.code).toBe(1)
  })

  it('--json prints the checks for machines', async () => {
    const { code, text } = await doctor(app({ projectId: 'nope' }), { json: true })
    const report = JSON.parse(text) as { ok: boolean; checks: { id: string; status: string }[] }
    expect(report.ok).toBe(false)
    expect(report.checks.find((check) => check.id === 'project')?.status).toBe('error')
    expect(code).toBe(1)
  })
})

describe('appkit validate', () => {
  async function validate(dir: string, json = false) {
    const lines: string[] = []
    const code = await runValidate(
      dir,
      { json },
      { out: (line) => lines.push(line), err: (line) => lines.push(line) },
    )
    return { code, text: lines.join('\n') }
  }

  it('shows local, remote and effective values and exits 1 when they conflict', async () => {
    const { code, text } = await validate(app({ projectId: 'overridden' }))
    expect(text).toMatch(/features\.swaps +on +off +off +conflict: local ignored/)
    // multiWallet is the kernel's own: the project alone turns it on (spec 4).
    expect(text).toMatch(/features\.multiWallet +off +on +on +conflict: local ignored/)
    expect(text).toContain(
      '2 conflict(s): Local configuration ignored for features.swaps, features.multiWallet',
    )
    expect(code).toBe(1)
  })

  it('exits 0 when the dashboard agrees with the config', async () => {
    const { code, text } = await validate(app())
    expect(text).toContain('no conflicts')
    expect(code).toBe(0)
  })

  it('names an unknown project and exits 1', async () => {
    const { code, text } = await validate(app({ projectId: 'nope' }))
    expect(text).toContain('Invalid Project ID')
    expect(code).toBe(1)
  })
})
