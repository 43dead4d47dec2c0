import type { GetWalletsQuery, WalletListing } from '../../kernel/protocol/walletService.js'
import type { Database } from '../db/database.js'

type WalletRow = Omit<WalletListing, 'image_id' | 'image_url'> & { total: string | number }

/** One page of the wallet registry for /getWallets, with the count of all wallets matching the filters. */
export async function queryWallets(
  database: Database,
  query: GetWalletsQuery,
  imageUrlOf: (imageId: string) => string,
): Promise<{ data: WalletListing[]; count: number }> {
  const where: string[] = []
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  if (query.include?.length) where.push(`id = any(${param(query.include)}::text[])`)
  if (query.exclude?.length) {
    const excluded = param(query.exclude.map((entry) => entry.toLowerCase()))
    where.push(`not (id = any(${excluded}::text[]) or lower(coalesce(rdns, '')) = any(${excluded}::text[]))`)
  }
  if (query.chains?.length) where.push(`chains && ${param(query.chains)}::text[]`)
  if (query.search) where.push(`name ilike ${param(`%${query.search.replace(/[\\%_]/g, '\\$&')}%`)}`)
  if (query.badge_type) where.push(`badge_type = ${param(query.badge_type)}`)
  const limit = param(query.entries)
  const offset = param((query.page - 1) * query.entries)
  const rows = await database.query<WalletRow>(
    `select id, name, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, badge_type, display_index,
       count(*) over () as total
     from wallets ${where.length ? `where ${where.join(' and ')}` : ''}
     order by display_index, name limit ${limit} offset ${offset}`,
    params,
  )
  let count = Number(rows[0]?.total ?? 0)
  if (rows.length === 0 && query.page > 1) {
    // Past the last page the window count is lost; count separately so `count` stays true.
    const [counted] = await database.query<{ total: string | number }>(
      `select count(*) as total from wallets ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params.slice(0, -2),
    )
    count = Number(counted?.total ?? 0)
  }
  return {
    count,
    data: rows.map(({ total: _total, ...wallet }) => ({
      ...wallet,
      image_id: wallet.id,
      image_url: imageUrlOf(wallet.id),
    })),
  }
}
