import { addProject } from '../services/admin/addProject.js'
import { startApiServer } from '../services/api/startApiServer.js'
import { openDatabase } from '../services/db/openDatabase.js'
import { seedWallets } from '../services/registry/seedWallets.js'
import { BENCH_API_URL, BENCH_PROJECT_ID } from './benchProject.js'

/**
 * The services API the every-plugin app names (benchEndpoints.api, bench/localSetup.ts), as a deployment has one: the real API
 * (services/api) on an in-memory database with the wallet registry and the bench's project. Opening the
 * modal asks it for the recommended wallets; without it the bench would measure that request's error path
 * (a failed fetch, and the hidden context Chromium makes for it) instead of the registry's answer.
 * No chain behind it: the bench's chains stay silent (a request to them before the click is counted).
 */
export async function startBenchApi(origins: string[]): Promise<{ close(): Promise<void> }> {
  const url = new URL(BENCH_API_URL)
  const database = await openDatabase()
  try {
    await seedWallets(database)
    await addProject(database, { id: BENCH_PROJECT_ID, name: 'bench', origins })
    const server = await startApiServer({
      database,
      blockchain: { chains: [], tokens: [], prices: {} },
      host: url.hostname,
      port: Number(url.port),
    })
    return {
      async close() {
        await server.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
