import { Hono } from 'hono'
import type { SmartAccountNetwork } from '../../plugins/embedded-wallet/protocol/smartAccounts.js'

/** `GET /smart-accounts`: where the frame finds each smart-account network's bundler and contracts. Public: no user data. */
export function smartAccountRoutes(networks: readonly SmartAccountNetwork[]): Hono {
  const app = new Hono()
  app.get('/smart-accounts', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ networks })
  })
  return app
}
