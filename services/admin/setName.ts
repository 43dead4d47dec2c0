import type { Database } from '../db/database.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Spec 5: an account name is letters, digits and hyphens, at least 4 characters; a suffix such as .wcn.id may follow.
const ACCOUNT_NAME = /^[A-Za-z0-9-]{4,}(\.[A-Za-z0-9-]+)*$/

/** Registers (or replaces) the identity name and avatar of an address, read by /v1/identity/{address}. */
export async function setName(
  database: Database,
  address: string,
  name: string,
  avatar: string | null = null,
): Promise<void> {
  if (!EVM_ADDRESS.test(address))
    throw new Error(`"${address}" is not an EVM address (0x and 40 hex characters)`)
  if (!ACCOUNT_NAME.test(name)) {
    throw new Error(
      `"${name}" is not a name: letters, digits and hyphens, at least 4, then an optional suffix like .wcn.id`,
    )
  }
  await database.query(
    `insert into names (address, name, avatar) values ($1, $2, $3)
     on conflict (address) do update set name = excluded.name, avatar = excluded.avatar, registered_at = now()`,
    [address.toLowerCase(), name, avatar],
  )
}
