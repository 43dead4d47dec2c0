import type { AppKit } from '../../kernel/createAppKit.js'
import { NoConnectorForConnectionError } from '../../kernel/errors/connection.js'
import { displayName } from '../../kernel/format/displayName.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import type { ApiClient } from '../../kernel/http/createApiClient.js'
import { type Kernel, kernelOf } from '../../kernel/internal.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import { CHAIN_NAMESPACES } from '../../kernel/namespaces.js'
import { type LocalizedText, localize } from '../../kernel/plugins/slots.js'
import { RECOMMENDED_WALLET_ENTRIES } from '../../kernel/protocol/constants.js'
import type { WalletListing } from '../../kernel/protocol/walletRegistry.js'
import { computed, type ReadonlySignal, signal } from '../../kernel/reactive/signals.js'
import { loadView } from '../../kernel/router/loadView.js'
import { navigationOf } from '../../kernel/router/navigation.js'
import type { CaipNetwork, Connection } from '../../kernel/store/types.js'
import { orderAccountActions, orderAccountTabs } from '../slots/order.js'
import { localWalletsOf } from '../wallets/localWallets.js'
import type { WalletEntry } from '../wallets/types.js'
import type {
  UiAccount,
  UiAlert,
  UiConnection,
  UiConnectStatus,
  UiKernel,
  UiNetwork,
  UiRoute,
  UiToast,
} from './types.js'

const bridges = new WeakMap<AppKit, UiKernel>()

function toUiNetwork(network: CaipNetwork): UiNetwork {
  return {
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    chainNamespace: network.chainNamespace,
    testnet: network.testnet,
    imageUrl: network.assets?.imageUrl,
    nativeSymbol: network.nativeCurrency.symbol,
    explorerUrl: network.blockExplorers?.default.url,
  }
}

const isNumeric = (value: string | undefined): value is string =>
  value !== undefined && /^-?\d+(\.\d+)?$/.test(value)

function accountOf(kernel: Kernel): ReadonlySignal<UiAccount | undefined> {
  const { store } = kernel
  return computed(() => {
    const namespace = store.activeNamespace.value
    const account = store.account[namespace].value
    if (!account.address || !account.caipAddress) return undefined
    return {
      namespace,
      address: account.address,
      caipAddress: account.caipAddress,
      displayName: displayName({ profileName: account.profileName, address: account.address }),
      profileName: account.profileName,
      profileImage: account.profileImage,
      balance: isNumeric(account.balance) ? formatBalance({ value: account.balance }) : account.balance,
      balanceSymbol: account.balanceSymbol,
      explorerUrl: account.addressExplorerUrl,
      walletName: account.connectedWalletInfo?.name,
      walletIcon: account.connectedWalletInfo?.icon,
    }
  })
}

function connectionsOf(kernel: Kernel): ReadonlySignal<UiConnection[]> {
  const { store } = kernel
  return computed(() => {
    const active = store.activeCaipAddress.value
    const entries = (namespace: ChainNamespace, list: readonly Connection[], connected: boolean) =>
      list.flatMap((connection) =>
        connection.accounts.map((account) => ({
          connectorId: connection.connectorId,
          namespace,
          address: account.address,
          walletName: kernel.connectors.get(connection.connectorId)?.name ?? connection.connectorId,
          active: connected && (active?.endsWith(`:${account.address}`) ?? false),
          connected,
        })),
      )
    // Live connections first, then the recent ones that ended (spec section 4: a new connect brings them back).
    return CHAIN_NAMESPACES.flatMap((namespace) => {
      const state = store.connection[namespace].value
      const live = new Set(state.connections.map((connection) => connection.connectorId))
      const ended = state.recentConnections.filter((connection) => !live.has(connection.connectorId))
      return [...entries(namespace, state.connections, true), ...entries(namespace, ended, false)]
    }).sort((a, b) => Number(b.connected) - Number(a.connected))
  })
}

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
 * registry wallets does not need).
 */
async function registryClient(kernel: Kernel): Promise<ApiClient> {
  if (kernel.api) return kernel.api
  const baseUrl = kernel.config.endpoints.api
  if (!baseUrl) throw new Error('the services API client is missing: check `endpoints.api`')
  const [{ createApiClient }, { SDK_TYPE, SDK_VERSION }] = await Promise.all([
    import('../../kernel/http/createApiClient.js'),
    import('../../kernel/sdk.js'),
  ])
  return createApiClient({
    baseUrl,
    projectId: kernel.config.projectId.trim(),
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
  })
}

/** Pages of the services' wallet registry, when the config names a services API. */
function walletFetcher(kernel: Kernel): UiKernel['fetchWallets'] {
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
 * The registry's recommended wallets (spec section 9: 4 per request) for Connect. Listing them is
 * part of showing Connect, so it does not start the engine (opening the modal never does).
 */
function recommendedFetcher(kernel: Kernel): UiKernel['fetchRecommendedWallets'] {
  const { config } = kernel
  if (!config.endpoints.api) return undefined
  return async (signal) => {
    const api = await registryClient(kernel)
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
      // The schema and zod come with the registry's answer, not with the open.
      schema: () =>
        import('../../kernel/protocol/walletRegistry.js').then((module) => module.getWalletsResponseSchema),
      signal,
    })
    return response.data
      .slice(0, RECOMMENDED_WALLET_ENTRIES)
      .map((wallet): WalletEntry => ({ ...registryEntry(wallet), source: 'recommended' }))
  }
}

/** Builds (once per instance) what the modal's views read and do, from the kernel's internals. */
export function uiKernelFrom(appKit: AppKit): UiKernel {
  const existing = bridges.get(appKit)
  if (existing) return existing
  const kernel = kernelOf(appKit)
  const { store, router, config } = kernel
  const navigation = navigationOf(router)
  const connectStatus = signal<UiConnectStatus | undefined>(undefined)
  // The connector that pairs registry wallets not on this page (a relay plugin's), if any.
  const pairingConnector = () =>
    kernel.connectors.connectors.value.find((connector) => connector.pairsRegistryWallets)
  // The kernel's toasts and alerts are the source; a host-given stand-in without signals shows nothing.
  const kernelToast = kernel.toasts.current ?? signal(undefined)
  const kernelAlert = kernel.alerts.current ?? signal(undefined)
  let toastCount = 0
  const toast: ReadonlySignal<UiToast | undefined> = computed(() => {
    const current = kernelToast.value
    return current
      ? { id: `toast-${++toastCount}`, state: current.variant, message: current.message }
      : undefined
  })
  const alerts: ReadonlySignal<UiAlert[]> = computed(() => {
    const current = kernelAlert.value
    return current
      ? [
          {
            id: current.code ?? 'custom',
            variant: current.variant,
            message: current.message,
            detail: current.detail,
          },
        ]
      : []
  })

  const route: ReadonlySignal<UiRoute> = computed(() => {
    const state = router.state.value
    const current = state.history.at(-1)
    return {
      view: current?.view ?? 'Connect',
      data: current?.data,
      direction: state.direction,
      canGoBack: state.history.length > 1,
      closable: kernel.slots.closable.value,
    }
  })
  const localized = <entry extends { label: LocalizedText }>(entries: readonly entry[]) =>
    entries.map((entry) => ({ ...entry, label: localize(entry.label, config.locale) }))
  const { entries: slotEntries } = kernel.slots

  /** Connects one connector; a failure stays in connectStatus for the view to show. */
  const attempt = async (
    connectorId: string,
    wallet: WalletEntry,
    run: () => Promise<unknown> = () => kernel.connection.connect({ connectorId }),
  ): Promise<boolean> => {
    try {
      await run()
      connectStatus.value = undefined
      return true
    } catch (error) {
      const rejected = error instanceof Error && error.name === 'ConnectionRejectedError'
      connectStatus.value = {
        connectorId,
        wallet,
        state: rejected ? 'rejected' : 'failed',
        message: error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : undefined,
      }
      return false
    }
  }

  const bridge: UiKernel = {
    locale: config.locale,
    route,
    account: accountOf(kernel),
    network: computed(() => {
      const network = store.activeCaipNetwork.value
      return network ? toUiNetwork(network) : undefined
    }),
    networks: config.networks.map(toUiNetwork),
    localWallets: localWalletsOf(kernel),
    connections: connectionsOf(kernel),
    connectStatus,
    connectMethods: computed(() => slotEntries.connectMethod.value),
    accountActions: computed(() =>
      orderAccountActions(localized(slotEntries.accountAction.value), config.features.walletFeaturesOrder),
    ),
    accountTabs: computed(() => orderAccountTabs(localized(slotEntries.accountTab.value))),
    headerActions: computed(() => localized(slotEntries.headerAction.value)),
    toast,
    alerts,
    excludedWallets: config.excludeWalletIds,
    featuredWalletIds: config.featuredWalletIds,
    connectMethodsOrder: config.features.connectMethodsOrder,
    allWalletsEnabled: config.features.allWallets && config.enableWallets,
    fetchWallets: walletFetcher(kernel),
    fetchRecommendedWallets: recommendedFetcher(kernel),
    prepare() {
      kernel.start().catch(() => undefined)
    },
    push: (view, data) => navigation.push(view as 'Connect', data as undefined),
    goBack: () => navigation.goBack(),
    close: () => void appKit.close(),
    async connect(wallet) {
      // A wallet installed for several namespaces: the user picks one, or all of them.
      if ((wallet.connectors?.length ?? 0) > 1) {
        navigation.push('ConnectingMultiChain', { walletId: wallet.id })
        return
      }
      // A wallet not on this page (a registry entry) connects through the connector that pairs them.
      const connector = wallet.connectorId ? kernel.connectors.get(wallet.connectorId) : pairingConnector()
      if (!connector) {
        // spec section 8: a registry wallet with no connector that can pair it (no plugin pairs remote wallets).
        kernel.toasts.show({
          variant: 'error',
          message: new NoConnectorForConnectionError({ id: wallet.id }).shortMessage,
        })
        return
      }
      const connectorId = connector.id
      connectStatus.value = { connectorId, state: 'connecting', wallet }
      // The connector's own view (a relay pairing's QR) or the modal's; entered once per attempt.
      const view = connector.connectView ?? 'ConnectingExternal'
      if (router.view.value !== view)
        navigation.push(view as 'ConnectingExternal', { connectorId, walletId: wallet.id } as never)
      if (await attempt(connectorId, wallet)) await appKit.close()
    },
    async connectEach(wallet) {
      for (const { connectorId } of wallet.connectors ?? []) {
        connectStatus.value = { connectorId, state: 'connecting', wallet }
        if (!(await attempt(connectorId, wallet))) return
      }
      await appKit.close()
    },
    disconnect: () => appKit.disconnect(),
    async switchNetwork(caipNetworkId) {
      await appKit.switchNetwork(caipNetworkId as `${string}:${string}`)
    },
    async switchConnection(connection) {
      const { connectorId, namespace } = connection
      const run = () => kernel.connection.switchConnection({ connectorId, namespace })
      if (connection.connected) {
        await run()
        return
      }
      // spec section 4: a connection that ended connects anew, then the user is back on ProfileWallets.
      const connector = kernel.connectors.get(connectorId)
      const wallet: WalletEntry = {
        id: connectorId,
        name: connection.walletName,
        source: 'recent',
        connectorId,
        namespace,
        imageUrl: connector?.imageUrl,
      }
      connectStatus.value = { connectorId, state: 'connecting', wallet }
      const view = connector?.connectView ?? 'ConnectingExternal'
      navigation.push(view as 'ConnectingExternal', { connectorId, walletId: wallet.id } as never)
      if (!(await attempt(connectorId, wallet, run))) return
      if (router.state.value.history.at(-2)?.view === 'ProfileWallets') navigation.goBack()
      else navigation.replace('ProfileWallets')
    },
    dismissAlert: () => kernel.alerts.dismiss?.(),
    showToast(state, message) {
      kernel.toasts.show({ variant: state, message })
    },
    viewTitle(view) {
      const title = kernel.views.get(view as 'Connect')?.title
      return title === undefined ? undefined : localize(title, config.locale)
    },
    loadPluginView: (view) =>
      kernel.views.has(view as 'Connect') ? loadView(kernel.views, view as 'Connect') : undefined,
  }
  bridges.set(appKit, bridge)
  return bridge
}
