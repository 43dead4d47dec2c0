import { Hono } from 'hono'
import type { SmartAccountNetwork } from '../../plugins/embedded-wallet/protocol/smartAccounts.js'
import type { TrustedChain } from '../../plugins/embedded-wallet/protocol/trustedChains.js'

/** `GET /smart-accounts`: where the frame finds each smart-account network's bundler and contracts. Public: no user data. */
export function smartAccountRoutes(networks: readonly SmartAccountNetwork[]): Hono {
  const app = new Hono()
  app.get('/smart-accounts', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ networks })
  })
  return app
}

/**
 * `GET /chains`: the eip155 chains this site serves with its own RPC, their currency, price and fee bound. The
 * frame reads a transaction's fees and nonce there, not through the host page's RPC. Public: no user data.
 */
export function trustedChainRoutes(chains: readonly TrustedChain[]): Hono {
  const app = new Hono()
  app.get('/chains', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ chains })
  })
  return app
}
