import { randomBytes } from 'node:crypto'
import { loadProject } from '../api/loadProject.js'
import { startApiServer } from '../api/startApiServer.js'
import type {
  ChainConfig,
  NftCollectionConfig,
  PriceTable,
  SolanaChainConfig,
  SwapNetworkConfig,
  TokenConfig,
} from '../blockchain/chainConfig.js'
import type { Database } from '../db/database.js'
import { DEV_FARCASTER_CLIENT_KEY } from '../farcaster/constants.js'
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay.js'
import { createMailer } from '../mail/createMailer.js'
import { startMailSink } from '../mail/startMailSink.js'
import { createRedisRelayBackend } from '../relay/redisRelayBackend.js'
import { startRelayServer } from '../relay/startRelayServer.js'
import { SOCIAL_CALLBACK_PATH } from '../secureSite/social/socialRoutes.js'
import { startSocialProvider } from '../socialProvider/startSocialProvider.js'
import { DEV_PRICES, DEV_SOCIAL_CLIENT_ID, PORT_OFFSETS, SECURE_SITE_HOST } from './devDefaults.js'
import type { DevCleanups } from './startDevChains.js'
import { devOnrampConfig } from './startDevOnramp.js'

export type DevServersParameters = {
  database: Database
  chains: ChainConfig[]
  solanaChain: SolanaChainConfig
  tokens: TokenConfig[]
  /** The dev ERC-721 collections (the indexer's, the NFT routes'). */
  nftCollections?: NftCollectionConfig[]
  /** The networks with a Uniswap v2 exchange: the convert API's supported networks. */
  swaps?: SwapNetworkConfig[]
  host: string
  chainHost: string
  publicHost: string
  /** The host name given as the user's (options.publicHost), if any. */
  givenPublicHost: string | undefined
  portBase: number
  prices: PriceTable | undefined
  trustedProxies: readonly string[] | undefined
  redisUrl: string | undefined
}

/** The secure site's host name: the given public host, else `localhost` on loopback (another site than 127.0.0.1), else the host. */
export const secureSiteHostOf = (host: string, givenPublicHost: string | undefined) =>
  givenPublicHost ?? (host === '127.0.0.1' ? SECURE_SITE_HOST : host)

/** Starts the servers the secure site relies on: the API, the relay, the mail server, the farcaster relay and the OpenID provider. */
export async function startDevServers(parameters: DevServersParameters, cleanups: DevCleanups) {
  const { database, host, publicHost, portBase } = parameters
  const api = await startApiServer({
    database,
    blockchain: {
      chains: parameters.chains,
      tokens: parameters.tokens,
      nftCollections: parameters.nftCollections ?? [],
      prices: parameters.prices ?? DEV_PRICES,
      solanaChains: [parameters.solanaChain],
      swaps: parameters.swaps,
    },
    host,
    port: portBase + PORT_OFFSETS.api,
    publicUrl: `http://${publicHost}:${portBase + PORT_OFFSETS.api}`,
    trustedProxies: parameters.trustedProxies,
    onramp: devOnrampConfig(secureSiteHostOf(host, parameters.givenPublicHost), portBase),
  })
  cleanups.push(() => api.close())
  const backend = parameters.redisUrl
    ? await createRedisRelayBackend({ url: parameters.redisUrl })
    : undefined
  if (backend) cleanups.push(() => backend.close())
  const relay = await startRelayServer({
    backend,
    host,
    port: portBase + PORT_OFFSETS.relay,
    publicUrl: `ws://${publicHost}:${portBase + PORT_OFFSETS.relay}`,
    trustedProxies: parameters.trustedProxies,
    lookupProject: async (projectId) => {
      const project = await loadProject(database, projectId)
      return project && { origins: project.origins }
    },
  })
  cleanups.push(() => relay.close())
  // Its inbox shows every login code sent: it stays on loopback, like the chains, whatever the host.
  const mail = await startMailSink({
    host: parameters.chainHost,
    smtpPort: portBase + PORT_OFFSETS.smtp,
    inboxPort: portBase + PORT_OFFSETS.mailInbox,
  })
  cleanups.push(() => mail.close())
  const mailer = createMailer(mail.smtpUrl)
  cleanups.push(async () => mailer.close())
  // The secure site's key at the farcaster relay: its channels count on its own budget there, not its address's.
  const farcasterServiceKey = randomBytes(32).toString('base64url')
  const farcasterRelay = await startFarcasterRelay({
    host,
    port: portBase + PORT_OFFSETS.farcasterRelay,
    publicHost,
    clientKeys: [DEV_FARCASTER_CLIENT_KEY],
    services: [{ name: 'secure site', key: farcasterServiceKey }],
  })
  cleanups.push(() => farcasterRelay.close())
  const secureSitePublicHost = secureSiteHostOf(host, parameters.givenPublicHost)
  const socialClient = {
    clientId: DEV_SOCIAL_CLIENT_ID,
    clientSecret: randomBytes(32).toString('base64url'),
    redirectUri: `http://${secureSitePublicHost}:${portBase + PORT_OFFSETS.secureSite}${SOCIAL_CALLBACK_PATH}`,
  }
  const socialProvider = await startSocialProvider({
    host,
    port: portBase + PORT_OFFSETS.socialProvider,
    publicHost,
    client: socialClient,
  })
  cleanups.push(() => socialProvider.close())
  return {
    api,
    relay,
    mail,
    mailer,
    farcasterRelay,
    farcasterServiceKey,
    socialProvider,
    socialClient,
    secureSitePublicHost,
  }
}

export type DevServers = Awaited<ReturnType<typeof startDevServers>>
