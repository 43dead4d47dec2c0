import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { badgeTypeSchema } from '../../kernel/protocol/walletService.js'
import { CAIP2_PATTERN } from '../../kernel/rules/caip.js'
import { walletIdOf } from './walletId.js'

const link = z.string().min(3).nullable()

/** One wallet of wallets.json: public facts only, no ids (derived) and no logos (monograms). */
const walletFactsSchema = z.object({
  name: z.string().min(1),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .nullable(),
  chains: z.array(z.string().regex(CAIP2_PATTERN)).min(1),
  mobile_link: link,
  desktop_link: link,
  webapp_link: z.url().nullable(),
  homepage: z.url().nullable(),
  badge_type: badgeTypeSchema,
  display_index: z.number().int().positive(),
})
export type WalletFacts = z.infer<typeof walletFactsSchema>
export type RegistryWallet = WalletFacts & { id: string }

const WALLETS_FILE = new URL('./wallets.json', import.meta.url)

/** Reads and checks services/registry/wallets.json, giving each wallet its derived id. */
export function walletRegistry(file: URL = WALLETS_FILE): RegistryWallet[] {
  const facts = z.array(walletFactsSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
  return facts.map((wallet) => ({ ...wallet, id: walletIdOf(wallet) }))
}
