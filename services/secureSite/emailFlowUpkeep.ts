import type { Database } from '../db/database.js'
import type { EmailFlow } from './authStore.js'

/** The email flows' housekeeping: one live code per address, the per-email daily count, and a bounded table. */

type Queryable = Pick<Database, 'query'>

/** Ends the flows of this kind still waiting for `email` (their codes and links stop working): one live code per address. */
export async function endWaitingFlows(
  db: Queryable,
  email: string,
  kind: EmailFlow['kind'],
  now: number,
): Promise<void> {
  await db.query(
    `update embedded_email_flows set device_token_hash = null, expires_at = least(expires_at, $3)
     where email = $1 and kind = $2 and stage <> 'done'`,
    [email, kind, now],
  )
}

/** The wrong codes typed for this address in flows started since `since` (the per-email daily cap reads it). */
export async function wrongCodesSince(db: Queryable, email: string, since: number): Promise<number> {
  const [row] = await db.query<{ total: unknown }>(
    'select coalesce(sum(attempts), 0) as total from embedded_email_flows where email = $1 and created_at >= $2',
    [email, since],
  )
  return Number(row?.total ?? 0)
}

/** Forgets flows that expired before `before`: the table holds about a day of flows, bounded by the mail limits. */
export async function pruneFlows(db: Queryable, before: number): Promise<void> {
  await db.query('delete from embedded_email_flows where expires_at < $1', [before])
}
