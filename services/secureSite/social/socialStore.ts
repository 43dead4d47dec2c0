import type { SocialProviderName } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { Database } from '../../db/database.js'

/** The database calls of social login (tables of migration 0005). */

export type SocialFlow = {
  stateHash: string
  projectId: string
  provider: SocialProviderName
  deviceHash: string
  origin: string
  nonce: string
  codeVerifier: string
  stage: 'started' | 'authorized' | 'failed' | 'done'
  subject: string | null
  userName: string | null
  email: string | null
  error: string | null
  expiresAt: number
  createdAt: number
}
/** What a provider says about the person. */
export type SocialIdentity = { subject: string; userName: string | null; email: string | null }

type Queryable = Pick<Database, 'query'>

export async function insertSocialFlow(db: Queryable, flow: SocialFlow): Promise<void> {
  // Flows nobody came back for are dropped as new ones start.
  await db.query('delete from embedded_social_flows where expires_at <= $1', [flow.createdAt])
  await db.query(
    `insert into embedded_social_flows (state_hash, project_id, provider, device_hash, origin, nonce, code_verifier,
      stage, subject, user_name, email, error, expires_at, created_at) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
    [
      flow.stateHash,
      flow.projectId,
      flow.provider,
      flow.deviceHash,
      flow.origin,
      flow.nonce,
      flow.codeVerifier,
      flow.stage,
      flow.subject,
      flow.userName,
      flow.email,
      flow.error,
      flow.expiresAt,
      flow.createdAt,
    ],
  )
}

export async function findSocialFlow(db: Queryable, stateHash: string): Promise<SocialFlow | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    'select * from embedded_social_flows where state_hash = $1',
    [stateHash],
  )
  if (!row) return undefined
  return {
    stateHash: row.state_hash as string,
    projectId: row.project_id as string,
    provider: row.provider as SocialProviderName,
    deviceHash: row.device_hash as string,
    origin: row.origin as string,
    nonce: row.nonce as string,
    codeVerifier: row.code_verifier as string,
    stage: row.stage as SocialFlow['stage'],
    subject: (row.subject as string | null) ?? null,
    userName: (row.user_name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    error: (row.error as string | null) ?? null,
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
  }
}

/**
 * Moves a flow from one stage to the next; false when it was not in `from` any more (used, or raced),
 * so each stage happens once.
 */
export async function advanceSocialFlow(
  db: Queryable,
  stateHash: string,
  from: SocialFlow['stage'],
  patch: Partial<Pick<SocialFlow, 'stage' | 'subject' | 'userName' | 'email' | 'error'>> & {
    stage: SocialFlow['stage']
  },
): Promise<boolean> {
  const rows = await db.query(
    `update embedded_social_flows set stage = $3, subject = coalesce($4, subject), user_name = coalesce($5, user_name),
      email = coalesce($6, email), error = coalesce($7, error), code_verifier = ''
     where state_hash = $1 and stage = $2 returning state_hash`,
    [
      stateHash,
      from,
      patch.stage,
      patch.subject ?? null,
      patch.userName ?? null,
      patch.email ?? null,
      patch.error ?? null,
    ],
  )
  return rows.length > 0
}

export async function findUserIdBySocialIdentity(
  db: Queryable,
  provider: SocialProviderName,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from embedded_social_identities where provider = $1 and subject = $2',
    [provider, subject],
  )
  return row?.user_id
}

export async function upsertSocialIdentity(
  db: Queryable,
  identity: SocialIdentity & { provider: SocialProviderName; userId: string },
  now: number,
): Promise<void> {
  await db.query(
    `insert into embedded_social_identities (provider, subject, user_id, user_name, email, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (provider, subject) do update set user_name = excluded.user_name, email = excluded.email`,
    [identity.provider, identity.subject, identity.userId, identity.userName, identity.email, now],
  )
}

/** The social user name and email of a user who signs in with a provider (the newest identity). */
export async function findSocialProfile(
  db: Queryable,
  userId: string,
): Promise<{ userName: string | null; email: string | null } | undefined> {
  const [row] = await db.query<{ user_name: string | null; email: string | null }>(
    'select user_name, email from embedded_social_identities where user_id = $1 order by created_at desc limit 1',
    [userId],
  )
  return row && { userName: row.user_name, email: row.email }
}
