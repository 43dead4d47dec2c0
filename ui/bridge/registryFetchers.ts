import { type ApiClient, createApiClient } from '../../kernel/http/createApiClient.js'
import type { Kernel } from '../../kernel/internal.js'
import { RECOMMENDED_WALLET_ENTRIES } from '../../kernel/protocol/constants.js'
import type { WalletListing } from '../../kernel/protocol/walletRegistry.js'
import { SDK_TYPE, SDK_VERSION } from '../../kernel/sdk.js'
import { keepSettledValue } from '../react/settledValue.js'
import type { WalletEntry } from '../wallets/types.js'
import type { UiKernel } from './types.js'

// The services' wallet registry as the modal lists it: All Wallets' pages and Connect's recommended wallets.

function registryEntry(wallet: WalletListing): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    source: 'registry',
    rdns: wallet.rdns ?? undefined,
    imageUrl: wallet.image_url,
    mobileLink: wallet.mobile_link ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
    homepage: wallet.homepage ?? undefined,
    displayIndex: wallet.display_index,
  }
}

/** The config's excluded registry ids plus a request's own, or undefined for none. */
function excluded(configured: readonly string[], extra: readonly string[] = []): string[] | undefined {
  const ids = [...new Set([...configured, ...extra])]
  return ids.length ? ids : undefined
}

/** Registry wallets list mainnets; a local or test chain would filter every wallet out. */
function registryChains(kernel: Kernel): string[] | undefined {
  const ids = kernel.config.networks
    .filter((network) => !network.testnet)
    .map((network) => network.caipNetworkId)
  return ids.length ? [...new Set(ids)] : undefined
}

/**
 * The services API client without starting the engine: the started instance's, else one made from the
 * config (the engine's own comes with storage, plugins and the project config, which listing a few
 * registry wallets does not need). The client's code comes with the modal's content (a small module),
 * so the recommended request leaves as the content mounts, not a chunk later.
 */
function registryClient(kernel: Kernel): ApiClient {
  if (kernel.api) return kernel.api
  const baseUrl = kernel.config.endpoints.api
  if (!baseUrl) throw new Error('the services API client is missing: check `endpoints.api`')
  const projectId = kernel.config.projectId.trim()
  return createApiClient({
    baseUrl,
    projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    // As the engine's client does: 'Origin Not Allowed' with the origin to add, once per instance.
    onOriginRefused: () => {
      void Promise.all([
        import('../../kernel/alerts/createAlerts.js'),
        import('../../kernel/remote/originRefusedValues.js'),
      ]).then(([{ catalogueAlert }, { originRefusedValues }]) =>
        kernel.alerts.show(catalogueAlert('originNotAllowed', originRefusedValues(projectId))),
      )
    },
  })
}

/** Pages of the services' wallet registry, when the config names a services API. */
export function walletFetcher(kernel: Kernel): UiKernel['fetchWallets'] {
  const { config } = kernel
  // The client itself comes with the started instance; the config says whether there will be one.
  if (!config.endpoints.api) return undefined
  return async ({ page, entries, search, include }, signal) => {
    // The response schema (zod) comes with the first page, not with the modal.
    const [{ getWalletsResponseSchema }] = await Promise.all([
      import('../../kernel/protocol/walletRegistry.js'),
      kernel.start(),
    ])
    const api = kernel.api
    if (!api) throw new Error('the services API client is missing: check `endpoints.api`')
    const response = await api.get({
      path: 'getWallets',
      params: {
        page,
        entries,
        search,
        chains: registryChains(kernel),
        include: include ?? (config.includeWalletIds.length ? config.includeWalletIds : undefined),
        exclude: excluded(config.excludeWalletIds),
      },
      schema: getWalletsResponseSchema,
      signal,
    })
    return { data: response.data.map(registryEntry), count: response.count }
  }
}

/**
 * One recommended request per instance, whoever asks first (intent on an opener, the open, then Connect);
 * a failed one is asked again.
 */
const recommendedRequests = new WeakMap<Kernel, Promise<WalletEntry[]>>()

/**
 * The registry's recommended wallets (spec section 9: 4 per request) for Connect. Listing them is
 * part of showing Connect, so it does not start the engine (opening the modal never does).
 */
export function recommendedFetcher(kernel: Kernel): UiKernel['fetchRecommendedWallets'] {
  if (!kernel.config.endpoints.api) return undefined
  return () => {
    let request = recommendedRequests.get(kernel)
    if (!request) {
      // Kept: Connect mounting after the answer shows the wallets in its first frame.
      request = keepSettledValue(fetchRecommended(kernel))
      request.catch(() => recommendedRequests.delete(kernel))
      recommendedRequests.set(kernel, request)
    }
    return request
  }
}

/** Connect's recommended wallets asked for ahead of the view (the modal opening on Connect); a failure is the view's to show. */
export function requestRecommended(kernel: Kernel): void {
  void recommendedFetcher(kernel)?.().catch(() => undefined)
}

async function fetchRecommended(kernel: Kernel): Promise<WalletEntry[]> {
  const { config } = kernel
  const api = registryClient(kernel)
  const response = await api.get({
    path: 'getWallets',
    params: {
      page: 1,
      entries: RECOMMENDED_WALLET_ENTRIES,
      chains: registryChains(kernel),
      include: config.includeWalletIds.length ? config.includeWalletIds : undefined,
      // The featured wallets are listed already: not asked for twice.
      exclude: excluded(config.excludeWalletIds, config.featuredWalletIds),
    },
    // The schema and zod load while the request is on its way (the client calls the loader with it), not with the first view.
    schema: () =>
      import('../../kernel/protocol/walletRegistry.js').then((module) => module.getWalletsResponseSchema),
  })
  return response.data
    .slice(0, RECOMMENDED_WALLET_ENTRIES)
    .map((wallet): WalletEntry => ({ ...registryEntry(wallet), source: 'recommended' }))
}
