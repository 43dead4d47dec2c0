// Copies the non-TypeScript files services read at run time (registry data, SQL migrations) next to the
// compiled JavaScript in services/dist/, so `appkit dev` works from the built walletdock-services package. Runs after tsc in `npm run build`.
import { cpSync } from 'node:fs'

const assets = [
  'services/registry/wallets.json',
  'services/db/migrations',
  'services/chain/smartAccounts/bindLoopback.cjs',
]
for (const asset of assets) {
  cpSync(new URL(`../${asset}`, import.meta.url), new URL(`../services/dist/${asset}`, import.meta.url), {
    recursive: true,
  })
}
