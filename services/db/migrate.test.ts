import { afterEach, describe, expect, it } from 'vitest'

// Opening PGlite (Postgres in wasm) takes seconds on a busy 2-core machine.
const PGLITE_TIMEOUT_MS = 60_000

import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import type { Database } from './database.js'
import { migrate, readMigrations } from './migrate.js'
import { openPglite } from './openPglite.js'

describe('migrations', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it(
    'are numbered files applied in order, each once',
    async () => {
      const names = readMigrations().map((migration) => migration.name)
      expect(names[0]).toBe('0001_projects_and_registry.sql')
      expect([...names].sort()).toEqual(names)

      database = await openPglite()
      expect(await migrate(database)).toEqual(names)
      expect(await migrate(database)).toEqual([])
      const rows = await database.query<{ version: string }>(
        'select version from schema_migrations order by version',
      )
      expect(rows.map((row) => row.version)).toEqual(names.map((name) => name.slice(0, 4)))
    },
    PGLITE_TIMEOUT_MS,
  )

  it(
    'roll back a migration that fails and record nothing for it',
    async () => {
      database = await openPglite()
      const broken = [
        { version: '0001', name: '0001_broken.sql', sql: 'create table a (x int); select * from nope;' },
      ]
      await expect(migrate(database, broken)).rejects.toThrow(/nope/)
      expect(await database.query('select * from schema_migrations')).toEqual([])
      const tables = await database.query("select 1 from information_schema.tables where table_name = 'a'")
      expect(tables).toEqual([])
    },
    PGLITE_TIMEOUT_MS,
  )

  // With APPKIT_TEST_DATABASE_URL this one runs on a Postgres server (see .ci/run), else on PGlite.
  it(
    'open the database with every table the services use',
    async () => {
      database = await openTestDatabase()
      const rows = await database.query<{ table_name: string }>(
        'select table_name from information_schema.tables where table_schema = current_schema() order by table_name',
      )
      expect(rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'projects',
          'project_origins',
          'wallets',
          'analytics_events',
          'transfers',
          'names',
        ]),
      )
    },
    PGLITE_TIMEOUT_MS,
  )
})
