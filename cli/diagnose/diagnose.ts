import type { AppKitConfig } from '../../kernel/config/schema.js'
import { BaseError } from '../../kernel/errors/base.js'
import { type ApiClient, createApiClient } from '../../kernel/http/createApiClient.js'
import { LOCAL_SOLANA_CAIP2 } from '../../kernel/protocol/localSolanaChain.js'
import { CORE_FEATURES, REMOTE_FEATURES } from '../../kernel/remote/constants.js'
import { mergeFeatures } from '../../kernel/remote/mergeFeatures.js'
import type { RemoteFeatures } from '../../kernel/remote/wire.js'
import { CLI_VERSION } from '../version.js'
import type { Check } from './check.js'
import { readChainId } from './checkRpcChainId.js'
import { devServerOrigin } from './devServerOrigin.js'
import { fetchProjectConfig } from './fetchProjectConfig.js'
import { installedFeatures } from './installedFeatures.js'
import { loadAppConfig } from './loadAppConfig.js'
import { originChecks } from './originChecks.js'
import { readGenesisHash } from './readGenesisHash.js'

export type DiagnoseParameters = {
  dir: string
  configPath?: string | undefined
  /** Overrides the config's endpoints.api. */
  apiUrl?: string | undefined
  /** Production origins to check besides the dev server's. */
  origins?: readonly string[] | undefined
}
export type DiagnoseReturnType = {
  configFile: string | undefined
  apiUrl: string | undefined
  checks: Check[]
}

export function createCliApiClient(apiUrl: string, projectId: string): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    projectId,
    sdkType: 'appkit',
    sdkVersion: `appkit-cli-${CLI_VERSION}`,
  })
}

function featureChecks(config: AppKitConfig, remote: RemoteFeatures, projectId: string): Check[] {
  const installed = installedFeatures(config)
  const merged = mergeFeatures({ local: config.features, remote, installedFeatures: installed })
  const checks: Check[] = []
  checks.push(
    merged.ignored.length
      ? {
          id: 'features:ignored',
          status: 'warning',
          title: 'features',
          message: `Local configuration ignored: the dashboard overrides ${merged.ignored.join(', ')}`,
          fix: `make appkit.config.ts agree with the dashboard, or change the dashboard (npx walletdock admin set-feature ${projectId} <feature> on|off); npx walletdock validate shows both sides`,
        }
      : {
          id: 'features:ignored',
          status: 'ok',
          title: 'features',
          message: 'the dashboard overrides no local setting',
        },
  )
  const missing = REMOTE_FEATURES.filter(
    (name) => remote[name]?.isEnabled && !CORE_FEATURES.includes(name) && !installed.includes(name),
  )
  checks.push(
    missing.length
      ? {
          id: 'features:plugins',
          status: 'warning',
          title: 'plugins',
          message: `enabled on the dashboard but no plugin installed: ${missing.join(', ')} (they stay as appkit.config.ts says)`,
          fix: `add their plugins to appkit.config.ts when this appkit version ships them, or turn them off: npx walletdock admin set-feature ${projectId} <feature> off`,
        }
      : {
          id: 'features:plugins',
          status: 'ok',
          title: 'plugins',
          message: 'every feature the dashboard enables has its plugin',
        },
  )
  return checks
}

/** An RPC call's failure on one line: its short message and what was wrong (callJsonRpc's errors). */
const reasonOf = (error: unknown) =>
  error instanceof BaseError
    ? [error.shortMessage, error.details].filter(Boolean).join(': ')
    : (error as Error).message

/** CAIP-30: a Solana RPC belongs to `solana:<first 32 characters of its genesis hash>`. */
async function solanaNetworkCheck(network: AppKitConfig['networks'][number]): Promise<Check> {
  const id = `networks:${network.caipNetworkId}`
  const problems: string[] = []
  for (const rpcUrl of network.rpcUrls.default.http) {
    try {
      const hash = await readGenesisHash(rpcUrl)
      if (`solana:${hash.slice(0, 32)}` !== network.caipNetworkId)
        problems.push(`${rpcUrl} answers genesis hash ${hash}, so it serves solana:${hash.slice(0, 32)}`)
    } catch (error) {
      problems.push(`${rpcUrl} does not answer getGenesisHash (${reasonOf(error)})`)
    }
  }
  const local = network.caipNetworkId === LOCAL_SOLANA_CAIP2
  return problems.length
    ? {
        id,
        status: 'error',
        title: 'network',
        message: `${network.caipNetworkId} (${network.name}): ${problems.join('; ')}`,
        fix: `point rpcUrls.default.http of ${network.caipNetworkId} at a node of that cluster${local ? ' (npx appkit dev starts it)' : ''}, or use the network that matches the RPC`,
      }
    : {
        id,
        status: 'ok',
        title: 'network',
        message: `${network.caipNetworkId} (${network.name}): RPC answers its genesis hash`,
      }
}

async function networkChecks(config: AppKitConfig): Promise<Check[]> {
  return Promise.all(
    config.networks.map(async (network): Promise<Check> => {
      const id = `networks:${network.caipNetworkId}`
      if (network.chainNamespace === 'solana') return solanaNetworkCheck(network)
      if (network.chainNamespace !== 'eip155')
        return {
          id,
          status: 'skipped',
          title: 'network',
          message: `${network.caipNetworkId}: only eip155 and solana RPCs are checked`,
        }
      const want = Number(network.id)
      const problems: string[] = []
      for (const rpcUrl of network.rpcUrls.default.http) {
        try {
          const got = await readChainId(rpcUrl)
          if (got !== want) problems.push(`${rpcUrl} answers chain id ${got}, not ${want}`)
        } catch (error) {
          problems.push(`${rpcUrl} does not answer eth_chainId (${reasonOf(error)})`)
        }
      }
      return problems.length
        ? {
            id,
            status: 'error',
            title: 'network',
            message: `${network.caipNetworkId} (${network.name}): ${problems.join('; ')}`,
            fix: `point rpcUrls.default.http of ${network.caipNetworkId} at a node of chain ${want}${want === 31337 || want === 31338 ? ' (npx walletdock dev starts one)' : ''}`,
          }
        : {
            id,
            status: 'ok',
            title: 'network',
            message: `${network.caipNetworkId} (${network.name}): RPC answers chain id ${want}`,
          }
    }),
  )
}

function siwxCheck(raw: unknown): Check {
  const both = typeof raw === 'object' && raw !== null && 'siweConfig' in raw && 'siwx' in raw
  return both
    ? {
        id: 'siwx',
        status: 'error',
        title: 'siwx',
        message: 'Cannot set both `siweConfig` and `siwx` options',
        fix: 'keep siwx and remove siweConfig',
      }
    : { id: 'siwx', status: 'ok', title: 'siwx', message: 'at most one of siweConfig and siwx is set' }
}

/** `appkit doctor`: the config, then the project, features, origins and networks against the services. */
export async function diagnose(parameters: DiagnoseParameters): Promise<DiagnoseReturnType> {
  const loaded = await loadAppConfig(parameters.dir, parameters.configPath)
  const checks = [...loaded.checks]
  if (!('config' in loaded) || !loaded.config) {
    if ('raw' in loaded && !checks.some((check) => check.id === 'config:siwx'))
      checks.push(siwxCheck(loaded.raw))
    checks.push({
      id: 'services',
      status: 'skipped',
      title: 'services',
      message: 'project, features, origins and networks are checked once the config is valid',
    })
    return { configFile: loaded.file, apiUrl: parameters.apiUrl, checks }
  }
  const { config } = loaded
  checks.push(siwxCheck(loaded.raw))
  const apiUrl = parameters.apiUrl ?? config.endpoints.api
  const networks = networkChecks(config)
  if (!apiUrl) {
    checks.push({
      id: 'project',
      status: 'error',
      title: 'project id',
      message: 'no services API to check the project against (endpoints.api is not set)',
      fix: "set endpoints: { api: '...' } in appkit.config.ts, or pass --api-url",
    })
  } else {
    const api = createCliApiClient(apiUrl, config.projectId)
    const project = await fetchProjectConfig(api, config.projectId, apiUrl)
    if (!project.ok) checks.push(project.check)
    else {
      checks.push({
        id: 'project',
        status: 'ok',
        title: 'project id',
        message: `"${config.projectId}" is known to ${apiUrl}`,
      })
      checks.push(...featureChecks(config, project.remote, config.projectId))
      const origins = [await devServerOrigin(parameters.dir), ...(parameters.origins ?? [])]
      checks.push(...(await originChecks(api, config, project.remote, origins)))
    }
  }
  checks.push(...(await networks))
  return { configFile: loaded.file, apiUrl, checks }
}
