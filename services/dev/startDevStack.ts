import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { isLoopbackHost } from '../../kernel/rules/loopback.js'
import type { PriceTable } from '../blockchain/chainConfig.js'
import { deployDevCollectionsOn } from '../chain/deployDevCollections.js'
import { deployUniswap, seedUniswapPools } from '../chain/deployUniswap.js'
import { findPolkadotChainWorkspace } from '../chain/polkadot/polkadotChainWorkspace.js'
import { findSmartAccountsWorkspace } from '../chain/smartAccounts/smartAccountsWorkspace.js'
import type { RelayStats } from '../relay/startRelayServer.js'
import { createFrameScript } from '../secureSite/frameScript.js'
import { startAdminChannel } from './adminChannel.js'
import { describeDevStack } from './describeDevStack.js'
import { DEFAULT_PORT_BASE, DEV_PRICES, PORT_OFFSETS } from './devDefaults.js'
import type { DevStackInfo } from './devStackInfo.js'
import { assertDevPortsFree } from './devStackPorts.js'
import { seedDevStack, startDevIndexers } from './seedDevStack.js'
import { bcoinInstalled, startDevBitcoin } from './startDevBitcoin.js'
import { type DevCleanups, startDevChains, startDevSmartAccounts } from './startDevChains.js'
import { startDevOnramp } from './startDevOnramp.js'
import { startDevPolkadot } from './startDevPolkadot.js'
import { startDevSecureSite } from './startDevSecureSite.js'
import { secureSiteHostOf, startDevServers } from './startDevServers.js'

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
  /** Where `appkit admin` finds this stack's admin channel (mode 0600); null opens none. Defaults to `admin.json` beside dev.json. */
  adminChannelFile?: string | null
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
  /** Runs the local Polkadot chain (Chopsticks, port base + 551) when the optional polkadot-chain workspace is installed. Defaults to false; `appkit dev` turns it on unless APPKIT_POLKADOT=0. */
  polkadot?: boolean
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
  const stack = devStackSettings(options)
  await assertDevPortsFree({ ...stack, bundler: stack.smartAccountsWorkspace !== undefined })
  if (stack.dataDir) mkdirSync(stack.dataDir, { recursive: true })

  const cleanups: DevCleanups = []
  const { devJsonPath } = stack
  // What this stack wrote to dev.json, if it got that far: only that is removed, never another stack's file.
  let devJsonText: string | undefined
  // The bundler may still be starting when the stack closes: close waits for it, so it is stopped too.
  const smartAccountsStarting: { promise: Promise<unknown> } = { promise: Promise.resolve() }
  const close = async () => {
    await smartAccountsStarting.promise
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    cleanups.length = 0
    if (devJsonPath && devJsonText !== undefined && readTextOrUndefined(devJsonPath) === devJsonText)
      rmSync(devJsonPath, { force: true })
  }
  try {
    const { info, relayStats, frameScript } = await startDevParts(
      options,
      stack,
      cleanups,
      smartAccountsStarting,
    )
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
    return { info, startupMs, close, relayStats }
  } catch (error) {
    await close()
    throw error
  }
}

/** Where the stack listens and keeps its files, from the options and their defaults. */
function devStackSettings(options: StartDevStackOptions) {
  const host = options.host ?? '127.0.0.1'
  if (!isLoopbackHost(host) && !options.unsafeExpose) {
    throw new Error(
      `appkit dev listens on loopback only; --host ${host} would let other machines reach the API and the relay. Pass --unsafe-expose to do it anyway (the chains, with their unlocked dev accounts, stay on 127.0.0.1)`,
    )
  }
  return {
    host,
    // The chains' dev accounts are unlocked: anvil never leaves loopback, whatever the host.
    chainHost: '127.0.0.1',
    publicHost: options.publicHost ?? host,
    portBase: options.portBase ?? DEFAULT_PORT_BASE,
    dataDir: options.dataDir === undefined ? '.appkit/data' : options.dataDir,
    devJsonPath: options.devJsonPath === undefined ? '.appkit/dev.json' : options.devJsonPath,
    smartAccountsWorkspace: options.smartAccounts ? findSmartAccountsWorkspace() : undefined,
    polkadotWorkspace: options.polkadot ? findPolkadotChainWorkspace() : undefined,
  }
}

/** Starts every part in order (chains, seed, indexers, servers, secure site); each started part is in `cleanups`. */
async function startDevParts(
  options: StartDevStackOptions,
  stack: ReturnType<typeof devStackSettings>,
  cleanups: DevCleanups,
  smartAccountsStarting: { promise: Promise<unknown> },
) {
  const { chainHost, portBase } = stack
  const checkNotAborted = () => {
    if (options.signal?.aborted) throw new Error('the local stack was stopped while it started')
  }
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL
  const polkadot = startDevPolkadot(stack.polkadotWorkspace, portBase, cleanups)
  const startingChains = startDevChains(
    { chainHost, portBase, databaseUrl, dataDir: stack.dataDir ?? undefined },
    cleanups,
  )
  // The local Bitcoin chain runs where bcoin is installed (this repo's dev dependency; an app may add it).
  const startingBitcoin = bcoinInstalled()
    ? startDevBitcoin({ chainHost, portBase, database: startingChains }, cleanups)
    : undefined
  const chains = await startingChains
  checkNotAborted()
  const startingSmartAccounts = startDevSmartAccounts(
    stack.smartAccountsWorkspace,
    chains.chains,
    portBase,
    cleanups,
    `http://${secureSiteHostOf(stack.host, options.publicHost)}:${portBase + PORT_OFFSETS.secureSite}`,
  )
  smartAccountsStarting.promise = startingSmartAccounts
  // The IdRegistry the farcaster login checks custody addresses on lives on the first chain.
  const idRegistryChain = chains.chains[0]
  if (!idRegistryChain) throw new Error('the local stack has no EVM chain for the IdRegistry')
  const [tokens, nftCollections, exchanges] = await Promise.all([
    seedDevStack(chains, { ...options, idRegistryRpcUrl: idRegistryChain.rpcUrl }),
    deployDevCollectionsOn(chains.chains, `http://${stack.publicHost}:${portBase + PORT_OFFSETS.api}`),
    deployUniswap(chains.chains),
  ])
  const swaps = await seedUniswapPools(exchanges, tokens)
  checkNotAborted()
  startDevIndexers(chains, tokens, options.onIndexerError, cleanups, nftCollections)
  // The on-ramp sandbox provider starts alongside the servers (it needs only the chains and the tokens).
  const startingOnramp = startDevOnramp(
    {
      ...stack,
      publicHost: secureSiteHostOf(stack.host, options.publicHost),
      chains: chains.chains,
      tokens,
      solanaChains: [chains.solanaChain],
      prices: options.prices ?? DEV_PRICES,
    },
    cleanups,
  )
  startingOnramp.catch(() => undefined) // awaited below, where a failure rejects the start
  const servers = await startDevServers(
    {
      ...chains,
      ...stack,
      tokens,
      nftCollections,
      swaps,
      givenPublicHost: options.publicHost,
      prices: options.prices,
      trustedProxies: options.trustedProxies,
      redisUrl: options.redisUrl ?? process.env.REDIS_URL,
    },
    cleanups,
  ).catch(async (error: unknown) => {
    await startingOnramp.catch(() => undefined) // its cleanup is in place before close runs
    throw error
  })
  const frameScript = createFrameScript()
  const smartAccounts = await startingSmartAccounts
  const secureSite = await startDevSecureSite(
    {
      ...stack,
      database: chains.database,
      servers,
      chains: chains.chains,
      prices: options.prices ?? DEV_PRICES,
      solanaRpcUrl: chains.solana.rpcUrl,
      idRegistryRpcUrl: idRegistryChain.rpcUrl,
      smartAccountNetworks: smartAccounts ? [smartAccounts.network] : [],
      frameScript,
      unsafeExpose: options.unsafeExpose === true,
      trustedProxies: options.trustedProxies,
    },
    cleanups,
  )
  checkNotAborted()
  // `appkit admin` reaches this stack's database through it: an origin added takes effect without a restart.
  const adminChannelFile =
    options.adminChannelFile === undefined
      ? stack.devJsonPath && join(dirname(stack.devJsonPath), 'admin.json')
      : options.adminChannelFile
  if (adminChannelFile) {
    const channel = await startAdminChannel({ database: chains.database, file: adminChannelFile })
    cleanups.push(() => channel.close())
  }
  const info = describeDevStack({
    ...stack,
    chains: chains.chains,
    idRegistryChain,
    tokens,
    nftCollections,
    swaps,
    solana: chains.solana,
    servers,
    secureSiteUrl: secureSite.url,
    onrampSandboxUrl: (await startingOnramp).url,
    smartAccounts,
    polkadot: await polkadot.guarded(chains.database),
    bitcoin: startingBitcoin ? await startingBitcoin : undefined,
  })
  return { info, frameScript, relayStats: () => servers.relay.stats() }
}

function readTextOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
