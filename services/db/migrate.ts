import { readdirSync, readFileSync } from 'node:fs'
import type { Database } from './database.js'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/

export type Migration = { version: string; name: string; sql: string }

/** The versioned SQL files of services/db/migrations, in order. */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file,
      sql: readFileSync(new URL(file, dir), 'utf8'),
    }))
}

/** Applies, in order and each in its own transaction, the migrations not yet in schema_migrations. Returns their names. */
export async function migrate(
  database: Database,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())',
  )
  const done = new Set(
    (await database.query<{ version: string }>('select version from schema_migrations')).map(
      (row) => row.version,
    ),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.version)) continue
    await database.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
    })
    applied.push(migration.name)
  }
  return applied
}
