import type { SealedShare } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import type { Database } from '../db/database.js'

/** The database calls of the auth API (tables of migration 0003). */

export type EmailFlow = {
  id: string
  kind: 'login' | 'update'
  stage: 'device' | 'otp' | 'primary' | 'secondary' | 'done'
  projectId: string
  email: string
  newEmail: string | null
  userId: string | null
  deviceHash: string | null
  codeHash: string | null
  deviceTokenHash: string | null
  deviceApprovedAt: number | null
  attempts: number
  expiresAt: number
  createdAt: number
}
/** email is null for a user who signs in with a social provider. */
export type EmbeddedUserRow = { id: string; email: string | null }
export type EmbeddedWalletRow = {
  authShare: string
  recoveryEnvelope: SealedShare
  eip155Address: string
  solanaAddress: string
}
export type SessionRow = {
  publicId: string
  userId: string
  deviceHash: string
  projectId: string
  expiresAt: number
}

type Queryable = Pick<Database, 'query'>
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

const FLOW_COLUMNS = `id, kind, stage, project_id, email, new_email, user_id, device_hash, code_hash, device_token_hash,
  device_approved_at, attempts, expires_at, created_at`
function toFlow(row: Record<string, unknown>): EmailFlow {
  return {
    id: row.id as string,
    kind: row.kind as EmailFlow['kind'],
    stage: row.stage as EmailFlow['stage'],
    projectId: row.project_id as string,
    email: row.email as string,
    newEmail: (row.new_email as string | null) ?? null,
    userId: (row.user_id as string | null) ?? null,
    deviceHash: (row.device_hash as string | null) ?? null,
    codeHash: (row.code_hash as string | null) ?? null,
    deviceTokenHash: (row.device_token_hash as string | null) ?? null,
    deviceApprovedAt: num(row.device_approved_at),
    attempts: Number(row.attempts),
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
  }
}

export async function insertFlow(db: Queryable, flow: EmailFlow): Promise<void> {
  await db.query(
    `insert into embedded_email_flows (${FLOW_COLUMNS}) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
    [
      flow.id,
      flow.kind,
      flow.stage,
      flow.projectId,
      flow.email,
      flow.newEmail,
      flow.userId,
      flow.deviceHash,
      flow.codeHash,
      flow.deviceTokenHash,
      flow.deviceApprovedAt,
      flow.attempts,
      flow.expiresAt,
      flow.createdAt,
    ],
  )
}

export async function findFlow(db: Queryable, id: string): Promise<EmailFlow | undefined> {
  const [row] = await db.query(`select ${FLOW_COLUMNS} from embedded_email_flows where id = $1`, [id])
  return row ? toFlow(row) : undefined
}

export async function findFlowByDeviceToken(
  db: Queryable,
  tokenHash: string,
): Promise<EmailFlow | undefined> {
  const [row] = await db.query(
    `select ${FLOW_COLUMNS} from embedded_email_flows where device_token_hash = $1`,
    [tokenHash],
  )
  return row ? toFlow(row) : undefined
}

export async function updateFlow(
  db: Queryable,
  id: string,
  changes: Partial<
    Pick<EmailFlow, 'stage' | 'codeHash' | 'deviceTokenHash' | 'deviceApprovedAt' | 'attempts' | 'expiresAt'>
  >,
): Promise<void> {
  const columns: Record<string, string> = {
    stage: 'stage',
    codeHash: 'code_hash',
    deviceTokenHash: 'device_token_hash',
    deviceApprovedAt: 'device_approved_at',
    attempts: 'attempts',
    expiresAt: 'expires_at',
  }
  const entries = Object.entries(changes).filter(([key]) => key in columns)
  if (entries.length === 0) return
  await db.query(
    `update embedded_email_flows set ${entries.map(([key], index) => `${columns[key]} = $${index + 2}`).join(', ')} where id = $1`,
    [id, ...entries.map(([, value]) => value)],
  )
}

/** When the last flow that mailed this address started (the 30 s cooldown reads it). */
export async function lastFlowStartedAt(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ at: unknown }>(
    'select max(created_at) as at from embedded_email_flows where email = $1',
    [email],
  )
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at)
}

export async function findUserByEmail(db: Queryable, email: string): Promise<EmbeddedUserRow | undefined> {
  const [row] = await db.query<EmbeddedUserRow>('select id, email from embedded_users where email = $1', [
    email,
  ])
  return row
}

export async function findUserById(db: Queryable, id: string): Promise<EmbeddedUserRow | undefined> {
  const [row] = await db.query<EmbeddedUserRow>('select id, email from embedded_users where id = $1', [id])
  return row
}

export async function insertUser(db: Queryable, user: EmbeddedUserRow, now: number): Promise<void> {
  await db.query('insert into embedded_users (id, email, created_at) values ($1, $2, $3)', [
    user.id,
    user.email,
    now,
  ])
}

export async function setUserEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update embedded_users set email = $2 where id = $1', [userId, email])
}

export async function isKnownDevice(db: Queryable, userId: string, deviceHash: string): Promise<boolean> {
  const rows = await db.query('select 1 from embedded_devices where user_id = $1 and device_hash = $2', [
    userId,
    deviceHash,
  ])
  return rows.length > 0
}

export async function addDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
  now: number,
): Promise<void> {
  await db.query(
    `insert into embedded_devices (user_id, device_hash, verified_at) values ($1, $2, $3)
     on conflict (user_id, device_hash) do update set verified_at = excluded.verified_at`,
    [userId, deviceHash, now],
  )
}

/**
 * Marks a device known for the user only if it was not (one statement, so two racing recoveries cannot both claim it):
 * true for the caller that claimed it.
 */
export async function claimDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `insert into embedded_devices (user_id, device_hash, verified_at) values ($1, $2, $3)
     on conflict (user_id, device_hash) do nothing returning user_id`,
    [userId, deviceHash, now],
  )
  return rows.length > 0
}

export async function forgetDevice(db: Queryable, userId: string, deviceHash: string): Promise<void> {
  await db.query('delete from embedded_devices where user_id = $1 and device_hash = $2', [userId, deviceHash])
}

export async function findWallet(db: Queryable, userId: string): Promise<EmbeddedWalletRow | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    'select auth_share, recovery_envelope, eip155_address, solana_address from embedded_wallets where user_id = $1',
    [userId],
  )
  if (!row) return undefined
  const envelope = row.recovery_envelope
  return {
    authShare: row.auth_share as string,
    recoveryEnvelope: (typeof envelope === 'string' ? JSON.parse(envelope) : envelope) as SealedShare,
    eip155Address: row.eip155_address as string,
    solanaAddress: row.solana_address as string,
  }
}

/** Stores a new wallet; false when the user already has one. */
export async function insertWallet(
  db: Queryable,
  userId: string,
  wallet: EmbeddedWalletRow,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `insert into embedded_wallets (user_id, auth_share, recovery_envelope, eip155_address, solana_address, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (user_id) do nothing returning user_id`,
    [
      userId,
      wallet.authShare,
      JSON.stringify(wallet.recoveryEnvelope),
      wallet.eip155Address,
      wallet.solanaAddress,
      now,
    ],
  )
  return rows.length > 0
}

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  session: SessionRow,
  now: number,
): Promise<void> {
  await db.query(
    `insert into embedded_sessions (token_hash, public_id, user_id, device_hash, project_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      tokenHash,
      session.publicId,
      session.userId,
      session.deviceHash,
      session.projectId,
      now,
      session.expiresAt,
    ],
  )
}

export async function findSession(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    'select public_id, user_id, device_hash, project_id, expires_at from embedded_sessions where token_hash = $1',
    [tokenHash],
  )
  if (!row) return undefined
  return {
    publicId: row.public_id as string,
    userId: row.user_id as string,
    deviceHash: row.device_hash as string,
    projectId: row.project_id as string,
    expiresAt: Number(row.expires_at),
  }
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from embedded_sessions where token_hash = $1', [tokenHash])
}

/** Uses a flow's code once: moves it to `nextStage` only if the stored hash is still `codeHash` (two answers cannot both win). */
export async function consumeCode(
  db: Queryable,
  id: string,
  codeHash: string,
  nextStage: EmailFlow['stage'],
): Promise<boolean> {
  const rows = await db.query(
    'update embedded_email_flows set stage = $3, code_hash = null where id = $1 and code_hash = $2 returning id',
    [id, codeHash, nextStage],
  )
  return rows.length > 0
}

/** Counts one wrong try and returns how many there were. */
export async function countWrongCode(db: Queryable, id: string): Promise<number> {
  const [row] = await db.query<{ attempts: unknown }>(
    'update embedded_email_flows set attempts = attempts + 1 where id = $1 returning attempts',
    [id],
  )
  return Number(row?.attempts ?? 0)
}
