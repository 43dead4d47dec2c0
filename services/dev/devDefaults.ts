// Constants only, importing nothing: walletdock's CLI reads them too (the port layout of `appkit dev`).
/** The project `appkit dev` seeds. */
export const DEV_PROJECT_ID = 'appkit-dev-project'
/**
 * Ports are portBase + these offsets (default base 4000: api 4000, relay 4002, secure site 4003, SMTP 4004,
 * mail inbox 4005, the local OpenID provider standing in for the social providers 4006, the farcaster relay 4007,
 * the ERC-4337 bundler of chain A (smart accounts) 4008, the on-ramp sandbox provider 4009, chains 4545 and 4546, the Solana chain's RPC 4547 and its
 * websocket 4548: web3.js looks for the websocket on the RPC port + 1; the Bitcoin chain's bcoin HTTP/RPC 4549 and its esplora API 4550), the local Polkadot chain 4551 (HTTP and websocket).
 */
export const DEFAULT_PORT_BASE = 4000
export const PORT_OFFSETS = {
  api: 0,
  relay: 2,
  secureSite: 3,
  smtp: 4,
  mailInbox: 5,
  socialProvider: 6,
  farcasterRelay: 7,
  bundler: 8,
  onrampSandbox: 9,
  chainA: 545,
  chainB: 546,
  solanaRpc: 547,
  solanaWs: 548,
  bitcoinNode: 549,
  bitcoinEsplora: 550,
  polkadotChain: 551,
} as const
/** The secure site's host name: another host than the host app's 127.0.0.1, so the browser isolates it as another site. */
export const SECURE_SITE_HOST = 'localhost'
export const DEV_CHAIN_IDS = { chainA: 31337, chainB: 31338 } as const
/**
 * The dev project allows every loopback origin, on any port: a host app on 127.0.0.1 or localhost works with the
 * local stack whatever port its dev server picks. Other origins are added with `appkit admin add-origin` or `--origin`.
 */
export const DEV_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']
/** The demo's host app listens on portBase + this offset unless `--port` is given (default base 4000: 5173, Vite's own default). */
export const DEMO_APP_PORT_OFFSET = 1173
/** The secure site's client at the local OpenID provider (its secret is made at each start). */
export const DEV_SOCIAL_CLIENT_ID = 'walletdock-dev-secure-site'
/** The price table of the local stack, in USD; pass `prices` to startDevStack to change it. */
export const DEV_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  BTC: 60000,
  DUSD: 1,
  DTK: 2.5,
}
