import { computed, type ReadonlySignal, signal } from '@preact/signals-core'
import type { AppKit } from '../../kernel/createAppKit.js'
import { resolveLocale } from '../../kernel/i18n/locales.js'
import { kernelOf } from '../../kernel/internal.js'
import { namespaceDefinitionsOf } from '../../kernel/namespaces.js'
import { type LocalizedText, localize } from '../../kernel/plugins/slots.js'
import { loadView } from '../../kernel/router/loadView.js'
import { navigationOf } from '../../kernel/router/navigation.js'
import { SDK_TYPE, SDK_VERSION } from '../../kernel/sdk.js'
import type { CaipNetworkId } from '../../kernel/store/types.js'
import { legalFooterOf } from '../modal/legal.js'
import { orderAccountActions, orderAccountTabs } from '../slots/order.js'
import { localWalletsOf } from '../wallets/localWallets.js'
import { connectActionsOf } from './connectActions.js'
import { recommendedFetcher, walletFetcher } from './registryFetchers.js'
import type { UiConnectStatus, UiKernel, UiRoute } from './types.js'
import { accountOf, connectionsOf, noticesOf, toUiNetwork } from './uiState.js'

const bridges = new WeakMap<AppKit, UiKernel>()

/** Builds (once per instance) what the modal's views read and do, from the kernel's internals. */
export function uiKernelFrom(appKit: AppKit): UiKernel {
  const existing = bridges.get(appKit)
  if (existing) return existing
  const kernel = kernelOf(appKit)
  const { store, router, config } = kernel
  // `locale: 'auto'` reads the browser's languages once, here, for every string the content shows.
  const locale = resolveLocale(config.locale)
  const navigation = navigationOf(router)
  const connectStatus = signal<UiConnectStatus | undefined>(undefined)
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
    entries.map((entry) => ({ ...entry, label: localize(entry.label, locale) }))
  const { entries: slotEntries } = kernel.slots

  const assetImage = assetImageOf(config.endpoints.api, config.projectId)
  const bridge: UiKernel = {
    locale,
    route,
    account: accountOf(kernel),
    network: computed(() => {
      const network = store.activeCaipNetwork.value
      return network ? toUiNetwork(network, assetImage) : undefined
    }),
    networks: config.networks.map((network) => toUiNetwork(network, assetImage)),
    unapprovedNetworkIds: computed(() =>
      config.networks
        .filter((network) => {
          const state = store.network[network.chainNamespace]?.value
          const id = network.caipNetworkId as CaipNetworkId
          return state && !state.supportsAllNetworks && !state.approvedCaipNetworkIds.includes(id)
        })
        .map((network) => network.caipNetworkId),
    ),
    localWallets: localWalletsOf(kernel),
    canPairRegistryWallets: computed(() =>
      kernel.connectors.connectors.value.some((connector) => connector.pairsRegistryWallets),
    ),
    connections: connectionsOf(kernel, locale),
    connectStatus,
    connectMethods: computed(() => slotEntries.connectMethod.value),
    accountActions: computed(() =>
      orderAccountActions(localized(slotEntries.accountAction.value), config.features.walletFeaturesOrder),
    ),
    accountTabs: computed(() => orderAccountTabs(localized(slotEntries.accountTab.value))),
    headerActions: computed(() => localized(slotEntries.headerAction.value)),
    ...noticesOf(kernel),
    excludedWallets: config.excludeWalletIds,
    featuredWalletIds: config.featuredWalletIds,
    connectMethodsOrder: config.features.connectMethodsOrder,
    allWalletsEnabled: config.features.allWallets && config.enableWallets,
    legal: legalFooterOf(config),
    fetchWallets: walletFetcher(kernel),
    fetchRecommendedWallets: recommendedFetcher(kernel),
    prepare() {
      kernel.start().catch(() => undefined)
    },
    push: (view, ...data) => navigation.push(view, ...data),
    goBack: () => navigation.goBack(),
    close: () => void appKit.close(),
    ...connectActionsOf({ appKit, kernel, navigation, connectStatus }),
    dismissAlert: () => kernel.alerts.dismiss?.(),
    showToast(state, message) {
      kernel.toasts.show({ variant: state, message })
    },
    viewTitle(view) {
      const title = kernel.views.get(view as 'Connect')?.title
      return title === undefined ? undefined : localize(title, locale)
    },
    namespaceLabel(namespace) {
      const definition = namespaceDefinitionsOf(config.plugins).get(namespace)
      return definition && localize(definition.label ?? definition.name, locale)
    },
    loadPluginView: (view) =>
      kernel.views.has(view as 'Connect') ? loadView(kernel.views, view as 'Connect') : undefined,
  }
  bridges.set(appKit, bridge)
  return bridge
}

/** The services' URL of an asset's icon (a network's `assets.imageId`), when the config names a services API. */
function assetImageOf(api: string | undefined, projectId: string) {
  if (!api) return undefined
  const query = new URLSearchParams({ projectId: projectId.trim(), st: SDK_TYPE, sv: SDK_VERSION })
  return (imageId: string) =>
    `${api.replace(/\/+$/, '')}/public/getAssetImage/${encodeURIComponent(imageId)}?${query}`
}
