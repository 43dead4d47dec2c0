import type { Database } from '../db/database.js'
import { type RegistryWallet, walletRegistry } from './walletRegistry.js'

/** Writes the registry into the wallets table (insert or update by id); returns how many wallets it holds. */
export async function seedWallets(
  database: Database,
  wallets: RegistryWallet[] = walletRegistry(),
): Promise<number> {
  await database.transaction(async (tx) => {
    for (const wallet of wallets) {
      await tx.query(
        `insert into wallets (id, name, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, badge_type, display_index)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (id) do update set name = excluded.name, rdns = excluded.rdns, chains = excluded.chains,
           mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link, webapp_link = excluded.webapp_link,
           homepage = excluded.homepage, badge_type = excluded.badge_type, display_index = excluded.display_index`,
        [
          wallet.id,
          wallet.name,
          wallet.rdns,
          wallet.chains,
          wallet.mobile_link,
          wallet.desktop_link,
          wallet.webapp_link,
          wallet.homepage,
          wallet.badge_type,
          wallet.display_index,
        ],
      )
    }
  })
  return wallets.length
}
