/** The few calls services make on a database; PGlite and a Postgres server both provide them. */
export type Database = {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction: all of its statements or none. */
  transaction<T>(work: (db: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** 'pglite' (embedded, in-memory or a folder) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
}
