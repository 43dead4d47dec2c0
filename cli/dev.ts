import type { Command } from 'commander'
import type { DevStack } from 'walletdock-services'
import { isLoopbackHost } from '../kernel/rules/loopback.js'
import { DEFAULT_PORT_BASE, PORT_OFFSETS } from '../services/dev/devDefaults.js'
import { loadServices, type ServicesModule } from './loadServices.js'

export type DevCommandOptions = {
  portBase: string
  memory?: boolean
  host: string
  unsafeExpose?: boolean
  publicHost?: string
  trustProxy?: string
  prices?: string
}

const HIGHEST_OFFSET = Math.max(...Object.values(PORT_OFFSETS))

/** Parses --port-base: a whole number leaving room for the highest offset. */
export function parsePortBase(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port + HIGHEST_OFFSET > 65535) {
    throw new Error(
      `--port-base must be a whole number from 1 to ${65535 - HIGHEST_OFFSET} (ports up to base+${HIGHEST_OFFSET} are used), got "${value}"`,
    )
  }
  return port
}

/** Registers `appkit dev`: starts the local stack until Ctrl-C. */
export function registerDevCommand(program: Command): Command {
  return program
    .command('dev')
    .description(
      'Start the local stack on loopback: two anvil chains (31337, 31338) and a Solana chain with dev tokens, the database and the services API; writes .appkit/dev.json',
    )
    .option(
      '--port-base <n>',
      'first port: api = base, relay = base+2, chain 31337 = base+545, chain 31338 = base+546, Solana RPC = base+547, its websocket = base+548, Polkadot chain = base+551',
      String(DEFAULT_PORT_BASE),
    )
    .option(
      '--host <host>',
      'interface the API and the relay listen on (loopback unless --unsafe-expose)',
      '127.0.0.1',
    )
    .option(
      '--unsafe-expose',
      'allow a non-loopback --host: other machines reach the API and the relay (the chains stay on 127.0.0.1)',
    )
    .option(
      '--public-host <name>',
      'host name other machines use for the API and the relay (default: --host)',
    )
    .option(
      '--trust-proxy <addresses>',
      'comma-separated addresses of reverse proxies in front of the API and the relay: per-client limits then read the client from their X-Forwarded-For',
    )
    .option('--memory', 'keep the database in memory instead of .appkit/data')
    .option('--prices <file>', 'JSON file of USD prices per token symbol, e.g. {"ETH": 3000, "DUSD": 1}')
    .action(async (options: DevCommandOptions) => {
      let services: ServicesModule
      try {
        // The stack is the walletdock-services package (a dev dependency), loaded only now.
        services = await loadServices('appkit dev')
      } catch (error) {
        console.error(`appkit dev: ${error instanceof Error ? error.message : String(error)}`)
        process.exitCode = 1
        return
      }
      const stopSignals = services.watchStopSignals()
      let stack: DevStack
      try {
        stack = await runDevStack(services, options, stopSignals.signal)
      } catch (error) {
        if (stopSignals.signal.aborted) return
        // A refusal (port in use, folder locked, non-loopback host) is one line, not a stack trace.
        console.error(`appkit dev: ${error instanceof Error ? error.message : String(error)}`)
        process.exitCode = 1
        return
      }
      await stopSignals.stopped
      console.info('stopping the local stack...')
      await stack.close()
    })
}

async function runDevStack(
  services: ServicesModule,
  options: DevCommandOptions,
  signal: AbortSignal,
): Promise<DevStack> {
  const { formatDevStack, readPriceTable, startDevStack, ensurePolkadotChainWorkspace } = services
  // The local Polkadot chain's optional workspace, installed on first use; APPKIT_POLKADOT=0 skips it.
  const polkadot =
    process.env.APPKIT_POLKADOT !== '0' && (await ensurePolkadotChainWorkspace(console.info)) !== undefined
  const stack = await startDevStack({
    portBase: parsePortBase(options.portBase),
    host: options.host,
    unsafeExpose: options.unsafeExpose === true,
    publicHost: options.publicHost,
    trustedProxies: options.trustProxy?.split(',').map((address) => address.trim()),
    dataDir: options.memory ? null : undefined,
    // ERC-4337 (EntryPoint, account factory, bundler) when the optional workspace is installed; APPKIT_SMART_ACCOUNTS=0 skips it.
    smartAccounts: process.env.APPKIT_SMART_ACCOUNTS !== '0',
    polkadot,
    prices: options.prices === undefined ? undefined : readPriceTable(options.prices),
    onIndexerError: (error) => console.error('indexer:', error instanceof Error ? error.message : error),
    signal,
  })
  console.info(`appkit dev is running (ready in ${stack.startupMs} ms)`)
  if (!isLoopbackHost(options.host))
    console.warn(
      `  warning: listening on ${options.host} (--unsafe-expose): other machines reach the API and the relay; the chains stay on 127.0.0.1`,
    )
  for (const line of formatDevStack(stack.info)) console.info(line)
  console.info('  wrote .appkit/dev.json. Press Ctrl-C to stop.')
  return stack
}
