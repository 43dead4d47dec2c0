import { getAddress } from 'viem'
import type { NameProfile } from '../../../plugins/names/protocol/names.js'
import type { Database } from '../../db/database.js'

type NameRow = {
  name: string
  address: string
  coin_type: string | number
  attributes: Record<string, string>
  registered_at: string | Date
}

const profileOf = (row: NameRow): NameProfile => ({
  name: row.name,
  addresses: { [String(row.coin_type)]: { address: getAddress(row.address) } },
  attributes: row.attributes ?? {},
  registered_at: new Date(row.registered_at).toISOString(),
})

const COLUMNS = 'name, address, coin_type, attributes, registered_at'

/** The name registered under `label` (whichever suffix the caller used), or undefined. */
export async function findName(database: Database, label: string): Promise<NameProfile | undefined> {
  const [row] = await database.query<NameRow>(`select ${COLUMNS} from profile_names where label = $1`, [
    label,
  ])
  return row ? profileOf(row) : undefined
}

/** The names of an address, newest first. */
export async function namesOf(database: Database, address: string): Promise<NameProfile[]> {
  const rows = await database.query<NameRow>(
    `select ${COLUMNS} from profile_names where address = $1 order by registered_at desc, name`,
    [address.toLowerCase()],
  )
  return rows.map(profileOf)
}

/** Which of `labels` are taken. */
export async function takenLabels(database: Database, labels: readonly string[]): Promise<Set<string>> {
  const rows = await database.query<{ label: string }>(
    'select label from profile_names where label = any($1::text[])',
    [labels],
  )
  return new Set(rows.map((row) => row.label))
}

export type NewName = {
  name: string
  label: string
  address: string
  coinType: number
  attributes: Record<string, string>
  message: string
  signature: string
}

/** Stores a name; false when its label is taken already (by anyone, under any suffix). */
export async function insertName(database: Database, entry: NewName): Promise<boolean> {
  const rows = await database.query<{ name: string }>(
    `insert into profile_names (name, label, address, coin_type, attributes, message, signature)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7) on conflict do nothing returning name`,
    [
      entry.name,
      entry.label,
      entry.address.toLowerCase(),
      entry.coinType,
      JSON.stringify(entry.attributes),
      entry.message,
      entry.signature,
    ],
  )
  return rows.length === 1
}

/**
 * The identity of an address (spec 7, /v1/identity): its newest registered name and that name's avatar,
 * else the name an operator set (`appkit admin set-name`, the names table), else its ENS name (`ens`).
 */
export async function identityOf(
  database: Database,
  address: string,
  ens?: ((address: string) => Promise<{ name: string | null; avatar: string | null }>) | undefined,
): Promise<{ name: string | null; avatar: string | null }> {
  const [profile] = await namesOf(database, address)
  if (profile) return { name: profile.name, avatar: profile.attributes.avatar ?? null }
  const [row] = await database.query<{ name: string; avatar: string | null }>(
    'select name, avatar from names where address = $1',
    [address.toLowerCase()],
  )
  if (row) return { name: row.name, avatar: row.avatar ?? null }
  return ens ? ens(address) : { name: null, avatar: null }
}
