import { dirname, join } from 'node:path'
import type { ChainConfig, PriceTable } from '../blockchain/chainConfig.js'
import type { SmartAccountsInstance } from '../chain/smartAccounts/startSmartAccounts.js'
import type { Database } from '../db/database.js'
import type { createFrameScript } from '../secureSite/frameScript.js'
import { loadSecureSiteKeys } from '../secureSite/secureSiteKeys.js'
import { productionSocialProviders } from '../secureSite/social/socialProviderConfig.js'
import { startSecureSite } from '../secureSite/startSecureSite.js'
import { trustedChainsOf } from '../secureSite/trustedChains.js'
import { devSocialProviders } from '../socialProvider/devSocialProviders.js'
import { PORT_OFFSETS } from './devDefaults.js'
import type { DevCleanups } from './startDevChains.js'
import type { DevServers } from './startDevServers.js'

/** The secure site's per-client auth limits when the stack listens on loopback only (one address for everybody). */
const LOOPBACK_AUTH_LIMITS = {
  requestsPerClientPerMinute: 6_000,
  mailsPerClientPerHour: 1_000,
  wrongCodesPerClientPerDay: 1_000,
  farcasterChannelsPerClientPerMinute: 1_000,
}

/** Starts the embedded wallet's secure site on the servers started before it. */
export async function startDevSecureSite(
  parameters: {
    database: Database
    servers: DevServers
    chains: ChainConfig[]
    /** The native currencies' USD prices: the frame's panel shows a transaction's amounts in USD too. */
    prices: PriceTable
    solanaRpcUrl: string
    idRegistryRpcUrl: string
    smartAccountNetworks: SmartAccountsInstance['network'][]
    frameScript: ReturnType<typeof createFrameScript>
    dataDir: string | null
    host: string
    portBase: number
    /** Listening beyond loopback: the production auth limits hold. */
    unsafeExpose: boolean
    trustedProxies: readonly string[] | undefined
  },
  cleanups: DevCleanups,
) {
  const { servers, dataDir } = parameters
  const secureSite = await startSecureSite({
    // The local stand-ins, unless a real provider's client is set in the environment.
    socialProviders: {
      ...devSocialProviders(servers.socialProvider.url, servers.socialClient),
      ...productionSocialProviders(process.env),
    },
    database: parameters.database,
    // Kept beside the database, never in it: with --memory they live as long as the process.
    keys: await loadSecureSiteKeys({
      file: dataDir ? join(dirname(dataDir), 'secure-site-keys.json') : null,
      env: process.env.APPKIT_SECURE_SITE_KEYS,
    }),
    mailer: servers.mailer,
    now: Date.now,
    // On loopback every request comes from one address (the developer, the browser tests): the per-client
    // auth limits would count them all as one client. Exposed, the production limits hold.
    authLimits: parameters.unsafeExpose ? undefined : LOOPBACK_AUTH_LIMITS,
    trustedProxies: parameters.trustedProxies,
    host: parameters.host,
    port: parameters.portBase + PORT_OFFSETS.secureSite,
    publicHost: servers.secureSitePublicHost,
    rpcOrigins: [
      servers.api.url,
      ...parameters.chains.map((chain) => chain.rpcUrl),
      ...parameters.smartAccountNetworks.map((network) => network.bundlerUrl),
      // The embedded wallet's solana account sends its transactions from the frame.
      parameters.solanaRpcUrl,
    ].map((url) => new URL(url).origin),
    frameScript: parameters.frameScript,
    farcaster: {
      relayUrl: servers.farcasterRelay.url,
      idRegistryRpcUrl: parameters.idRegistryRpcUrl,
      serviceKey: servers.farcasterServiceKey,
    },
    smartAccountNetworks: parameters.smartAccountNetworks,
    // The frame prices and sends transactions through these RPCs, never through the host page's.
    trustedChains: trustedChainsOf(parameters.chains, parameters.prices),
  })
  cleanups.push(() => secureSite.close())
  return secureSite
}
