import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addProject } from '../services/admin/addProject.js'
import { type ApiServer, startApiServer } from '../services/api/startApiServer.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../services/chain/solana/startLocalSolanaChain.js'
import type { Database } from '../services/db/database.js'
import { openTestDatabase } from '../tests/support/openTestDatabase.js'
import { runDoctor } from './doctor.js'

const root = mkdtempSync(join(tmpdir(), 'appkit-doctor-solana-'))
let database: Database
let api: ApiServer
let local: LocalSolanaChainInstance

beforeAll(async () => {
  database = await openTestDatabase()
  // The page's origin (doctor checks it for every feature) is allowed, so only the network decides the result.
  await addProject(database, {
    id: 'sol',
    origins: ['http://localhost:5173'],
    features: { email: false, socials: false },
  })
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
}, 60_000)

afterAll(async () => {
  await local?.close()
  await api?.close()
  await database?.close()
  rmSync(root, { recursive: true, force: true })
})

/** An app whose config lists one solana network with the local chain's RPC. */
function app(caipNetworkId: string): string {
  const dir = join(root, caipNetworkId.replace(':', '-'))
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'src/appkit.config.ts'),
    `export default {
  projectId: 'sol',
  networks: [{ id: '${caipNetworkId.split(':')[1]}', caipNetworkId: '${caipNetworkId}', chainNamespace: 'solana', name: 'Sol',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['${local.rpcUrl}'] } } }],
  plugins: [{ name: 'solana', kind: 'adapter', namespaces: ['solana'], setup() {} }],
  endpoints: { api: '${api.url}' },
}
`,
  )
  return dir
}

async function doctor(dir: string) {
  const lines: string[] = []
  const code = await runDoctor(dir, {}, { out: (line) => lines.push(line), err: (line) => lines.push(line) })
  return { code, text: lines.join('\n') }
}

it('appkit doctor checks a solana RPC with getGenesisHash against the network id', async () => {
  const good = await doctor(app(local.caip2))
  expect(good.text).toContain(`✔ network: ${local.caip2} (Sol): RPC answers its genesis hash`)
  expect(good.code).toBe(0)

  const wrong = await doctor(app('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
  expect(wrong.text).toContain(
    `✖ network: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp (Sol): ${local.rpcUrl} answers genesis hash ${local.genesisHash}, so it serves ${local.caip2}`,
  )
  expect(wrong.text).toContain(
    'point rpcUrls.default.http of solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp at a node of that cluster',
  )
  expect(wrong.code).toBe(1)
})
