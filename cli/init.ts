import { resolve } from 'node:path'
import * as prompts from '@clack/prompts'
import type { Command } from 'commander'
import { PROJECT_ID_INVALID, projectIdProblem } from '../kernel/rules/projectId.js'
import { type DevStackDefaults, readDevStackDefaults } from './scaffold/devStackDefaults.js'
import { applyChanges, type FileChange, formatDiff } from './scaffold/fileChanges.js'
import { knownNetworks, localChainIds, localRpcUrl } from './scaffold/networkCatalog.js'
import { InitError, planInit } from './scaffold/planInit.js'
import { availablePlugins } from './scaffold/pluginCatalog.js'

/** Defaults aim at `appkit dev`: its project, its API and its first local chain. */
const INIT_DEFAULTS = {
  plugins: ['evm'],
  networks: ['eip155:31337'],
  projectId: 'appkit-dev-project',
  apiUrl: 'http://127.0.0.1:4000',
}

export type InitOptions = {
  yes?: boolean
  plugins?: string
  networks?: string
  projectId?: string
  apiUrl?: string
  rpc?: string
  dryRun?: boolean
  force?: boolean
}
export type CommandOutput = { out(line: string): void; err(line: string): void }
const consoleOutput: CommandOutput = { out: (line) => console.info(line), err: (line) => console.error(line) }

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function describeChange(change: FileChange): string {
  return `  ${change.before === null ? 'created' : 'updated'} ${change.path}`
}

type Answers = {
  plugins: string[]
  networks: string[]
  projectId: string
  apiUrl: string
  rpcUrls: Record<string, string>
}

/** `--rpc eip155:31337=http://127.0.0.1:8545,...` to a map. */
function parseRpcUrls(value: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (list(value) ?? []).map((entry) => {
      const at = entry.lastIndexOf('=')
      if (at < 1) throw new InitError(`--rpc takes <caip2>=<url>, got "${entry}"`)
      return [entry.slice(0, at), entry.slice(at + 1)]
    }),
  )
}

function isHttpUrl(value: string | undefined): boolean {
  try {
    const url = new URL(value?.trim() ?? '')
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The defaults: the flags, else the local stack's dev.json, else appkit dev's default ports. */
function defaultsOf(options: InitOptions, dev: DevStackDefaults | undefined): Answers {
  const flagged = parseRpcUrls(options.rpc)
  const networks = list(options.networks) ?? INIT_DEFAULTS.networks
  const rpcUrls: Record<string, string> = {}
  for (const id of localChainIds()) {
    const url = flagged[id] ?? dev?.rpcUrls[id]
    if (url !== undefined) rpcUrls[id] = url
  }
  for (const [id, url] of Object.entries(flagged)) rpcUrls[id] = url
  return {
    plugins: list(options.plugins) ?? INIT_DEFAULTS.plugins,
    networks,
    projectId: options.projectId ?? dev?.projectId ?? INIT_DEFAULTS.projectId,
    apiUrl: options.apiUrl ?? dev?.apiUrl ?? INIT_DEFAULTS.apiUrl,
    rpcUrls,
  }
}

async function ask(defaults: Answers): Promise<Answers | undefined> {
  prompts.intro('appkit init')
  const plugins = await prompts.multiselect({
    message: 'Plugins',
    options: availablePlugins().map((name) => ({ value: name, label: name })),
    initialValues: defaults.plugins,
    required: true,
  })
  if (prompts.isCancel(plugins)) return undefined
  const networks = await prompts.multiselect({
    message: 'Networks',
    options: [...localChainIds(), ...knownNetworks().keys()].map((id) => ({
      value: id,
      label: id,
      hint: knownNetworks().get(id) ?? 'local chain of appkit dev',
    })),
    initialValues: defaults.networks,
    required: true,
  })
  if (prompts.isCancel(networks)) return undefined
  const projectId = await prompts.text({
    message: 'Project id',
    initialValue: defaults.projectId,
    validate: (value) => {
      const problem = projectIdProblem(value)
      if (problem === 'missing') return 'Project ID Not Configured: enter your project id'
      return problem === 'invalid' ? PROJECT_ID_INVALID : undefined
    },
  })
  if (prompts.isCancel(projectId)) return undefined
  const apiUrl = await prompts.text({
    message: 'Services API URL',
    initialValue: defaults.apiUrl,
    validate: (value) => (isHttpUrl(value) ? undefined : 'enter an http(s) URL, e.g. http://127.0.0.1:4000'),
  })
  if (prompts.isCancel(apiUrl)) return undefined
  // Every local chain chosen needs its RPC URL in the config; the others come with walletdock/networks.
  const rpcUrls: Record<string, string> = {}
  for (const id of networks) {
    const fallback = localRpcUrl(id)
    if (fallback === undefined) continue
    const url = await prompts.text({
      message: `RPC URL of ${id}`,
      initialValue: defaults.rpcUrls[id] ?? fallback,
      validate: (value) =>
        isHttpUrl(value) ? undefined : 'enter an http(s) URL, e.g. http://127.0.0.1:4545',
    })
    if (prompts.isCancel(url)) return undefined
    rpcUrls[id] = url.trim()
  }
  return { plugins, networks, projectId: projectId.trim(), apiUrl: apiUrl.trim(), rpcUrls }
}

/** `appkit init [dir]`; returns the exit code (0 done or nothing to do, 1 refused). */
export async function runInit(
  dir: string,
  options: InitOptions,
  output: CommandOutput = consoleOutput,
): Promise<number> {
  let answers: Answers | undefined
  try {
    const dev = readDevStackDefaults([dir], output.err)
    if (dev) output.out(`Using the local stack's project, API and RPC URLs from ${dev.file}`)
    answers = defaultsOf(options, dev)
  } catch (error) {
    output.err(`appkit init: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  if (!options.yes) {
    if (!process.stdin.isTTY) {
      output.err('appkit init asks questions, but this is not a terminal: pass --yes with the flags instead')
      return 1
    }
    answers = await ask(answers)
    if (!answers) {
      output.err('cancelled; nothing was changed')
      return 1
    }
  }
  const problem = projectIdProblem(answers.projectId)
  if (problem) {
    output.err(
      `appkit init: ${problem === 'missing' ? 'Project ID Not Configured: pass --project-id' : PROJECT_ID_INVALID}`,
    )
    return 1
  }
  try {
    const plan = planInit({ dir, ...answers, force: options.force })
    const where = resolve(dir)
    if (plan.changes.length === 0) {
      output.out(`Nothing to change: ${where} is already set up.`)
      return 0
    }
    if (options.dryRun) {
      output.out(formatDiff(plan.changes))
      output.out(`--dry-run: ${plan.changes.length} file(s) would change in ${where}; nothing was written.`)
      return 0
    }
    applyChanges(where, plan.changes)
    output.out(`appkit init ${plan.kind === 'empty' ? 'created a Vite React app' : 'set up'} in ${where}:`)
    for (const change of plan.changes) output.out(describeChange(change))
    output.out('Next: npm install, then npm run dev (and npx walletdock dev for the local services).')
    return 0
  } catch (error) {
    if (!(error instanceof InitError) && !(error instanceof Error)) throw error
    output.err(`appkit init: ${error.message}`)
    return 1
  }
}

/** Registers `appkit init [dir]`. */
export function registerInitCommand(program: Command): Command {
  return program
    .command('init [dir]')
    .description(
      'Add appkit to a Vite React app (or create one in an empty folder): appkit.config.ts, the provider and a connect button',
    )
    .option('-y, --yes', 'ask nothing; use the flags and defaults')
    .option('--plugins <names>', `comma-separated plugins (default ${INIT_DEFAULTS.plugins.join(',')})`)
    .option('--networks <ids>', `comma-separated CAIP-2 ids (default ${INIT_DEFAULTS.networks.join(',')})`)
    .option(
      '--project-id <id>',
      `project id (default ${INIT_DEFAULTS.projectId}, the one appkit dev creates)`,
    )
    .option('--api-url <url>', `services API (default ${INIT_DEFAULTS.apiUrl}, appkit dev)`)
    .option('--rpc <caip2=url,...>', 'RPC URLs of local chains, e.g. eip155:31337=http://127.0.0.1:8545')
    .option('--dry-run', 'print the diff; write nothing')
    .option('--force', 'overwrite appkit.config.ts even when appkit init did not write it')
    .action(async (dir: string | undefined, options: InitOptions) => {
      process.exitCode = await runInit(dir ?? '.', options)
    })
}
