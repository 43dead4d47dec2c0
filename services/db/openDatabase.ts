import type { Database } from './database.js'
import { migrate } from './migrate.js'
import { openPglite } from './openPglite.js'
import { openPostgres } from './openPostgres.js'

export type OpenDatabaseParameters = {
  /** A Postgres connection string; when set, PGlite is not used. Defaults to nothing (PGlite). */
  databaseUrl?: string | undefined
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined
}

/** Opens the services database (Postgres when a URL is given, else PGlite) and applies pending migrations. */
export async function openDatabase(parameters: OpenDatabaseParameters = {}): Promise<Database> {
  const database = parameters.databaseUrl
    ? await openPostgres(parameters.databaseUrl)
    : await openPglite(parameters.dataDir)
  await migrate(database)
  return database
}
