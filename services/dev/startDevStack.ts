import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { addOrigin } from '../admin/addOrigin.js'
import { addProject } from '../admin/addProject.js'
import { loadProject } from '../api/loadProject.js'
import { startApiServer } from '../api/startApiServer.js'
import {
  type ChainConfig,
  type PriceTable,
  SOL_CURRENCY,
  type SolanaChainConfig,
} from '../blockchain/chainConfig.js'
import { type ChainIndexer, createChainIndexer } from '../blockchain/chainIndexer.js'
import { createSolanaIndexer } from '../blockchain/solanaIndexer.js'
import { assertPortFree } from '../chain/assertPortFree.js'
import { deployDevTokens } from '../chain/deployDevTokens.js'
import { DEV_ACCOUNTS } from '../chain/devAccounts.js'
import { findSmartAccountsWorkspace } from '../chain/smartAccounts/smartAccountsWorkspace.js'
import { type SmartAccountsInstance, startSmartAccounts } from '../chain/smartAccounts/startSmartAccounts.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../chain/solana/startLocalSolanaChain.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { openDatabase } from '../db/openDatabase.js'
import { DEV_FARCASTER_CLIENT_KEY, ID_REGISTRY_ADDRESS } from '../farcaster/constants.js'
import { installLocalIdRegistry } from '../farcaster/localIdRegistry.js'
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay.js'
import { createMailer } from '../mail/createMailer.js'
import { startMailSink } from '../mail/startMailSink.js'
import { seedWallets } from '../registry/seedWallets.js'
import { createRedisRelayBackend } from '../relay/redisRelayBackend.js'
import { type RelayStats, startRelayServer } from '../relay/startRelayServer.js'
import { createFrameScript } from '../secureSite/frameScript.js'
import { loadSecureSiteKeys } from '../secureSite/secureSiteKeys.js'
import { productionSocialProviders } from '../secureSite/social/socialProviderConfig.js'
import { SOCIAL_CALLBACK_PATH } from '../secureSite/social/socialRoutes.js'
import { startSecureSite } from '../secureSite/startSecureSite.js'
import { devSocialProviders } from '../socialProvider/devSocialProviders.js'
import { startSocialProvider } from '../socialProvider/startSocialProvider.js'
import {
  DEFAULT_PORT_BASE,
  DEV_CHAIN_IDS,
  DEV_ORIGINS,
  DEV_PRICES,
  DEV_PROJECT_ID,
  DEV_SOCIAL_CLIENT_ID,
  PORT_OFFSETS,
  SECURE_SITE_HOST,
} from './devDefaults.js'
import type { DevStackInfo } from './devStackInfo.js'
import { isLoopbackHost } from './isLoopbackHost.js'

export type StartDevStackOptions = {
  /** Every port is portBase + an offset (api +0, relay +2, secure site +3, SMTP +4, inbox +5, OpenID provider +6, farcaster relay +7, chain A +545, chain B +546, Solana RPC +547 and websocket +548). Defaults to 4000. */
  portBase?: number
  /** Where the API and the relay listen; loopback unless `unsafeExpose`. The chains always stay on 127.0.0.1. */
  host?: string
  /** Allows a non-loopback `host`: the API and the relay are then reachable from other machines. */
  unsafeExpose?: boolean
  /** The host name other machines reach the API and the relay by (their URLs, the relay's token audience); defaults to `host`. */
  publicHost?: string | undefined
  /** Reverse proxies in front of the API and the relay (their addresses): per-client limits read X-Forwarded-For from them only. */
  trustedProxies?: readonly string[] | undefined
  /** PGlite's folder; null keeps the database in memory. Defaults to `.appkit/data`. */
  dataDir?: string | null
  /** A Postgres server to use instead of PGlite. Defaults to DATABASE_URL. */
  databaseUrl?: string | undefined
  /** A Redis server the relay shares messages through (several relay instances). Defaults to REDIS_URL; in memory without. */
  redisUrl?: string | undefined
  /** Where to write the stack's URLs; null writes nothing. Defaults to `.appkit/dev.json`. */
  devJsonPath?: string | null
  prices?: PriceTable
  /** More allowed origins for the dev project. */
  origins?: string[]
  /** More allowed origins for the dev project whose verify status is unverified ('Unverified Domain' there). */
  unverifiedOrigins?: string[]
  onIndexerError?: (error: unknown) => void
  /**
   * Deploys EntryPoint 0.7 and the account factory on chain A and runs its bundler (port base + 8), when the optional
   * smart-accounts workspace is installed. Defaults to true unless APPKIT_SMART_ACCOUNTS=0.
   */
  smartAccounts?: boolean
  /** Aborting it while the stack starts stops what has started and rejects. */
  signal?: AbortSignal
}

export type DevStack = {
  info: DevStackInfo
  /** Milliseconds from the call to a ready stack. */
  startupMs: number
  /** The relay's counters (sockets, stored and queued bytes, drops), for the soak script. */
  relayStats(): RelayStats
  /** Stops the indexers, the API, the relay, the secure site, the OpenID provider, the farcaster relay, the mail server, the database, the Solana chain and both anvil processes. */
  close(): Promise<void>
}

/** Starts the local stack of `appkit dev` on loopback: two anvil chains with dev tokens, the Solana chain with DUSD, the database, the services API, the relay, the mail server, the embedded wallet's secure site, the OpenID provider its social login uses and the farcaster relay. */
export async function startDevStack(options: StartDevStackOptions = {}): Promise<DevStack> {
  const startedAt = performance.now()
  const host = options.host ?? '127.0.0.1'
  if (!isLoopbackHost(host) && !options.unsafeExpose) {
    throw new Error(
      `appkit dev listens on loopback only; --host ${host} would let other machines reach the API and the relay. Pass --unsafe-expose to do it anyway (the chains, with their unlocked dev accounts, stay on 127.0.0.1)`,
    )
  }
  // The chains' dev accounts are unlocked: anvil never leaves loopback, whatever the host.
  const chainHost = '127.0.0.1'
  const publicHost = options.publicHost ?? host
  const portBase = options.portBase ?? DEFAULT_PORT_BASE
  const dataDir = options.dataDir === undefined ? '.appkit/data' : options.dataDir
  const devJsonPath = options.devJsonPath === undefined ? '.appkit/dev.json' : options.devJsonPath
  const smartAccountsWorkspace = options.smartAccounts ? findSmartAccountsWorkspace() : undefined
  await Promise.all([
    assertPortFree(host, portBase + PORT_OFFSETS.api, 'services API'),
    assertPortFree(host, portBase + PORT_OFFSETS.relay, 'relay'),
    assertPortFree(host, portBase + PORT_OFFSETS.secureSite, 'secure site'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.smtp, 'mail server (SMTP)'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.mailInbox, 'mail inbox'),
    assertPortFree(host, portBase + PORT_OFFSETS.socialProvider, 'OpenID provider (social login)'),
    assertPortFree(host, portBase + PORT_OFFSETS.farcasterRelay, 'farcaster relay'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.chainA, `chain ${DEV_CHAIN_IDS.chainA}`),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.chainB, `chain ${DEV_CHAIN_IDS.chainB}`),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.solanaRpc, 'Solana chain RPC'),
    assertPortFree(chainHost, portBase + PORT_OFFSETS.solanaWs, 'Solana chain websocket'),
    ...(smartAccountsWorkspace
      ? [assertPortFree(chainHost, portBase + PORT_OFFSETS.bundler, 'ERC-4337 bundler')]
      : []),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })

  const anvils: AnvilInstance[] = []
  const cleanups: (() => Promise<void>)[] = []
  // What this stack wrote to dev.json, if it got that far: only that is removed, never another stack's file.
  let devJsonText: string | undefined
  // The bundler may still be starting when the stack closes: close waits for it, so it is stopped too.
  let smartAccountsStarting: Promise<unknown> = Promise.resolve()
  const close = async () => {
    await smartAccountsStarting
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    cleanups.length = 0
    if (devJsonPath && devJsonText !== undefined && readTextOrUndefined(devJsonPath) === devJsonText)
      rmSync(devJsonPath, { force: true })
  }
  const checkNotAborted = () => {
    if (options.signal?.aborted) throw new Error('the local stack was stopped while it started')
  }
  try {
    const opening = openDatabase({
      databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
      dataDir: dataDir ?? undefined,
    })
    const starting = [
      startAnvil({ host: chainHost, port: portBase + PORT_OFFSETS.chainA, chainId: DEV_CHAIN_IDS.chainA }),
      startAnvil({ host: chainHost, port: portBase + PORT_OFFSETS.chainB, chainId: DEV_CHAIN_IDS.chainB }),
    ]
    const startingSolana = startLocalSolanaChain({
      host: chainHost,
      httpPort: portBase + PORT_OFFSETS.solanaRpc,
      wsPort: portBase + PORT_OFFSETS.solanaWs,
    })
    // Settle all first so a part that did start is stopped when another fails.
    const [databaseResult, solanaResult, ...anvilResults] = await Promise.allSettled([
      opening,
      startingSolana,
      ...starting,
    ])
    if (databaseResult?.status === 'fulfilled') cleanups.push(() => databaseResult.value.close())
    if (solanaResult?.status === 'fulfilled') cleanups.push(() => solanaResult.value.close())
    for (const result of anvilResults) {
      if (result.status === 'fulfilled') {
        anvils.push(result.value)
        cleanups.push(() => result.value.stop())
      }
    }
    const failure = [databaseResult, solanaResult, ...anvilResults].find(
      (result) => result?.status === 'rejected',
    )
    if (failure?.status === 'rejected') throw failure.reason
    const database = await opening
    const solana: LocalSolanaChainInstance = await startingSolana
    checkNotAborted()
    const chains: ChainConfig[] = anvils.map((anvil) => ({
      caip2: `eip155:${anvil.chainId}`,
      chainId: anvil.chainId,
      name: `Dev chain ${anvil.chainId}`,
      rpcUrl: anvil.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }))
    // The bundler takes seconds to start: it starts now and is awaited once the rest is up.
    const chainA = chains.find((chain) => chain.chainId === DEV_CHAIN_IDS.chainA)
    const startingSmartAccounts: Promise<SmartAccountsInstance | undefined> =
      smartAccountsWorkspace && chainA
        ? startSmartAccounts({
            workspace: smartAccountsWorkspace,
            chainId: chainA.chainId,
            rpcUrl: chainA.rpcUrl,
            bundlerPort: portBase + PORT_OFFSETS.bundler,
          }).then(
            (instance) => {
              cleanups.push(() => instance.stop())
              return instance
            },
            (error: unknown) => {
              console.warn(`appkit dev runs without smart accounts: ${(error as Error).message}`)
              return undefined
            },
          )
        : Promise.resolve(undefined)
    smartAccountsStarting = startingSmartAccounts
    const solanaChain: SolanaChainConfig = {
      caip2: solana.caip2,
      name: 'Solana local chain',
      rpcUrl: solana.rpcUrl,
      nativeCurrency: { ...SOL_CURRENCY },
      tokens: solana.tokens.map(({ address, ...token }) => ({ mint: address, ...token })),
    }
    // The IdRegistry the farcaster login checks custody addresses on lives on the first chain.
    const idRegistryChain = chains[0]
    if (!idRegistryChain) throw new Error('the local stack has no EVM chain for the IdRegistry')
    const [tokens] = await Promise.all([
      Promise.all(chains.map((chain) => deployDevTokens({ rpcUrl: chain.rpcUrl, caip2: chain.caip2 }))).then(
        (all) => all.flat(),
      ),
      installLocalIdRegistry(idRegistryChain.rpcUrl),
      // The chains start empty each time, so what was indexed from earlier runs is stale.
      database.exec('delete from transfers; delete from indexer_progress'),
      seedWallets(database),
      addProject(database, {
        id: DEV_PROJECT_ID,
        name: 'appkit dev',
        origins: [...DEV_ORIGINS, ...(options.origins ?? [])],
      }),
    ])
    for (const origin of options.unverifiedOrigins ?? [])
      await addOrigin(database, DEV_PROJECT_ID, origin, 'unverified')

    checkNotAborted()
    const indexers: ChainIndexer[] = [
      ...chains.map((chain) =>
        createChainIndexer({ database, chain, tokens, onError: options.onIndexerError }),
      ),
      createSolanaIndexer({ database, chain: solanaChain, onError: options.onIndexerError }),
    ]
    for (const indexer of indexers) {
      indexer.start()
      cleanups.push(() => indexer.stop())
    }
    const api = await startApiServer({
      database,
      blockchain: { chains, tokens, prices: options.prices ?? DEV_PRICES, solanaChains: [solanaChain] },
      host,
      port: portBase + PORT_OFFSETS.api,
      publicUrl: `http://${publicHost}:${portBase + PORT_OFFSETS.api}`,
      trustedProxies: options.trustedProxies,
    })
    cleanups.push(() => api.close())
    const redisUrl = options.redisUrl ?? process.env.REDIS_URL
    const backend = redisUrl ? await createRedisRelayBackend({ url: redisUrl }) : undefined
    if (backend) cleanups.push(() => backend.close())
    const relay = await startRelayServer({
      backend,
      host,
      port: portBase + PORT_OFFSETS.relay,
      publicUrl: `ws://${publicHost}:${portBase + PORT_OFFSETS.relay}`,
      trustedProxies: options.trustedProxies,
      lookupProject: async (projectId) => {
        const project = await loadProject(database, projectId)
        return project && { origins: project.origins }
      },
    })
    cleanups.push(() => relay.close())
    // Its inbox shows every login code sent: it stays on loopback, like the chains, whatever the host.
    const mail = await startMailSink({
      host: chainHost,
      smtpPort: portBase + PORT_OFFSETS.smtp,
      inboxPort: portBase + PORT_OFFSETS.mailInbox,
    })
    cleanups.push(() => mail.close())
    const mailer = createMailer(mail.smtpUrl)
    cleanups.push(async () => mailer.close())
    const farcasterRelay = await startFarcasterRelay({
      host,
      port: portBase + PORT_OFFSETS.farcasterRelay,
      publicHost,
      clientKeys: [DEV_FARCASTER_CLIENT_KEY],
    })
    cleanups.push(() => farcasterRelay.close())
    const frameScript = createFrameScript()
    const secureSitePublicHost = options.publicHost ?? (host === '127.0.0.1' ? SECURE_SITE_HOST : host)
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
    const smartAccounts = await startingSmartAccounts
    const smartAccountNetworks = smartAccounts ? [smartAccounts.network] : []
    const secureSite = await startSecureSite({
      // The local stand-ins, unless a real provider's client is set in the environment.
      socialProviders: {
        ...devSocialProviders(socialProvider.url, socialClient),
        ...productionSocialProviders(process.env),
      },
      database,
      // Kept beside the database, never in it: with --memory they live as long as the process.
      keys: await loadSecureSiteKeys({
        file: dataDir ? join(dirname(dataDir), 'secure-site-keys.json') : null,
        env: process.env.APPKIT_SECURE_SITE_KEYS,
      }),
      mailer,
      now: Date.now,
      host,
      port: portBase + PORT_OFFSETS.secureSite,
      publicHost: secureSitePublicHost,
      rpcOrigins: [
        api.url,
        ...chains.map((chain) => chain.rpcUrl),
        ...smartAccountNetworks.map((network) => network.bundlerUrl),
        // The embedded wallet's solana account sends its transactions from the frame.
        solana.rpcUrl,
      ].map((url) => new URL(url).origin),
      frameScript,
      farcaster: { relayUrl: farcasterRelay.url, idRegistryRpcUrl: idRegistryChain.rpcUrl },
      smartAccountNetworks,
    })
    cleanups.push(() => secureSite.close())
    checkNotAborted()

    const info: DevStackInfo = {
      rpcUrls: Object.fromEntries(chains.map((chain) => [chain.caip2, chain.rpcUrl])),
      apiUrl: `http://${publicHost}:${portBase + PORT_OFFSETS.api}`,
      relayUrl: relay.url,
      secureSiteUrl: secureSite.url,
      smtpUrl: mail.smtpUrl,
      mailInboxUrl: mail.inboxUrl,
      socialProviderUrl: socialProvider.url,
      farcaster: {
        relayUrl: farcasterRelay.url,
        clientKey: DEV_FARCASTER_CLIENT_KEY,
        idRegistry: {
          chainId: idRegistryChain.caip2,
          rpcUrl: idRegistryChain.rpcUrl,
          address: ID_REGISTRY_ADDRESS,
        },
      },
      projectId: DEV_PROJECT_ID,
      tokens: [
        ...tokens.map((token) => ({
          chainId: token.caip2,
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })),
        ...solana.tokens.map((token) => ({ chainId: solana.caip2, ...token })),
      ],
      accounts: [...DEV_ACCOUNTS],
      smartAccounts: smartAccounts ? { networks: smartAccountNetworks } : null,
      solana: {
        chainId: solana.caip2,
        genesisHash: solana.genesisHash,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        mint: solana.mint,
        accounts: solana.accounts,
      },
    }
    if (devJsonPath) {
      mkdirSync(dirname(devJsonPath), { recursive: true })
      devJsonText = `${JSON.stringify(info, null, 2)}\n`
      writeFileSync(devJsonPath, devJsonText)
    }
    const startupMs = Math.round(performance.now() - startedAt)
    // Built (or read from dist/) once the stack is ready, so the first frame loads at once without slowing the start.
    frameScript().catch((error: unknown) =>
      console.error('secure site: the frame script did not build:', error),
    )
    return { info, startupMs, close, relayStats: () => relay.stats() }
  } catch (error) {
    await close()
    throw error
  }
}

function readTextOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
