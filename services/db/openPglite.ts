import { PGlite } from '@electric-sql/pglite'
import type { Database } from './database.js'

/** Opens the embedded PGlite database in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir === undefined ? undefined : { dataDir })
  const database: Database = {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<Row>(sql, params)
      return result.rows
    },
    async exec(sql: string) {
      await pglite.exec(sql)
    },
    transaction(work) {
      return pglite.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows
          },
          async exec(sql: string) {
            await tx.exec(sql)
          },
        }),
      )
    },
    async close() {
      await pglite.close()
    },
  }
  return database
}
