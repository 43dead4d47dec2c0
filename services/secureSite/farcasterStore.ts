import type { Database } from '../db/database.js'

/** The database calls of the farcaster login (tables of migration 0004). */

type Queryable = Pick<Database, 'query'>
export type FarcasterFlow = {
  id: string
  projectId: string
  channelToken: string
  nonce: string
  deviceHash: string
  expiresAt: number
}

export async function insertFarcasterFlow(db: Queryable, flow: FarcasterFlow, now: number): Promise<void> {
  // Flows left behind (the person never signed) go once expired.
  await db.query('delete from embedded_farcaster_flows where expires_at <= $1', [now])
  await db.query(
    `insert into embedded_farcaster_flows (id, project_id, channel_token, nonce, device_hash, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [flow.id, flow.projectId, flow.channelToken, flow.nonce, flow.deviceHash, flow.expiresAt, now],
  )
}

export async function findFarcasterFlow(db: Queryable, id: string): Promise<FarcasterFlow | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    'select id, project_id, channel_token, nonce, device_hash, expires_at from embedded_farcaster_flows where id = $1',
    [id],
  )
  if (!row) return undefined
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    channelToken: row.channel_token as string,
    nonce: row.nonce as string,
    deviceHash: row.device_hash as string,
    expiresAt: Number(row.expires_at),
  }
}

/** Uses a flow once: true for the one caller that removed it. */
export async function consumeFarcasterFlow(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from embedded_farcaster_flows where id = $1 returning id', [id])
  return rows.length > 0
}

export async function findUserIdByFid(db: Queryable, fid: number): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from embedded_farcaster_accounts where fid = $1',
    [fid],
  )
  return row?.user_id
}

/** Links a farcaster id to a user, keeping its latest username and custody address. */
export async function upsertFarcasterAccount(
  db: Queryable,
  account: { fid: number; userId: string; username: string | undefined; custody: string },
  now: number,
): Promise<void> {
  await db.query(
    `insert into embedded_farcaster_accounts (fid, user_id, username, custody_address, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (fid) do update set username = excluded.username, custody_address = excluded.custody_address, updated_at = excluded.updated_at`,
    [account.fid, account.userId, account.username ?? null, account.custody, now],
  )
}

export async function farcasterUserNameOf(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ username: string | null }>(
    'select username from embedded_farcaster_accounts where user_id = $1',
    [userId],
  )
  return row?.username ?? undefined
}
