import { computed, type ReadonlySignal, signal } from '@preact/signals-core'
import type { AppKit } from '../../kernel/createAppKit.js'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import { type Kernel, kernelOf } from '../../kernel/internal.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import type { WalletListing } from '../../kernel/protocol/walletService.js'
import type { CaipNetwork } from '../../kernel/store/types.js'
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
  UiWalletConnectPairing,
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
      displayName: account.profileName || shortenAddress(account.address),
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

/** Connectors on the page, recent wallets and custom wallets, as the entries the wallet lists show. */
function localWalletsOf(kernel: Kernel): ReadonlySignal<WalletEntry[]> {
  const { store, connectors, config } = kernel
  return computed(() => {
    const onPage = connectors.connectors.value
    const entries: WalletEntry[] = []
    for (const recent of store.recentWallets.value) {
      const connector = onPage.find(
        (entry) => entry.id === recent.id || (recent.rdns && entry.info?.rdns === recent.rdns),
      )
      if (!connector) continue
      entries.push({
        id: recent.id,
        name: recent.name,
        source: 'recent',
        rdns: recent.rdns,
        imageUrl: recent.imageUrl ?? connector.imageUrl,
        installed: connector.type !== 'WALLET_CONNECT',
        connectorId: connector.id,
      })
    }
    for (const connector of onPage) {
      if (connector.type === 'AUTH') continue
      entries.push({
        id: connector.id,
        name: connector.name,
        source: connector.type === 'WALLET_CONNECT' ? 'walletConnect' : 'injected',
        rdns: connector.info?.rdns,
        imageUrl: connector.imageUrl,
        installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
        connectorId: connector.id,
      })
    }
    for (const wallet of config.customWallets) {
      entries.push({
        id: wallet.id,
        name: wallet.name,
        source: 'custom',
        rdns: wallet.rdns,
        imageUrl: wallet.image_url,
        mobileLink: wallet.mobile_link,
        desktopLink: wallet.desktop_link,
        webappLink: wallet.webapp_link,
      })
    }
    return entries
  })
}

function connectionsOf(kernel: Kernel): ReadonlySignal<UiConnection[]> {
  const { store } = kernel
  return computed(() => {
    const active = store.activeCaipAddress.value
    return store.connectedNamespaces.value.flatMap((namespace: ChainNamespace) =>
      store.connection[namespace].value.connections.flatMap((connection) =>
        connection.accounts.map((account) => ({
          connectorId: connection.connectorId,
          namespace,
          address: account.address,
          walletName: kernel.connectors.get(connection.connectorId)?.name ?? connection.connectorId,
          active: active?.endsWith(`:${account.address}`) ?? false,
        })),
      ),
    )
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

/** Pages of the services' wallet registry, when the config names a services API. */
function walletFetcher(kernel: Kernel): UiKernel['fetchWallets'] {
  const { config } = kernel
  // The client itself comes with the started instance; the config says whether there will be one.
  if (!config.endpoints.api) return undefined
  // Registry wallets list mainnets; a local or test chain would filter every wallet out.
  const chains = [
    ...new Set(config.networks.filter((network) => !network.testnet).map((network) => network.caipNetworkId)),
  ]
  return async ({ page, entries, search, include }, signal) => {
    // The response schema (zod) comes with the first page, not with the modal.
    const [{ getWalletsResponseSchema }] = await Promise.all([
      import('../../kernel/protocol/walletService.js'),
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
        chains: chains.length ? chains : undefined,
        include: include ?? (config.includeWalletIds.length ? config.includeWalletIds : undefined),
        exclude: config.excludeWalletIds.length ? config.excludeWalletIds : undefined,
      },
      schema: getWalletsResponseSchema,
      signal,
    })
    return { data: response.data.map(registryEntry), count: response.count }
  }
}

/** Builds (once per instance) what the modal's views read and do, from the kernel's internals. */
export function uiKernelFrom(appKit: AppKit): UiKernel {
  const existing = bridges.get(appKit)
  if (existing) return existing
  const kernel = kernelOf(appKit)
  const { store, router, config } = kernel
  const connectStatus = signal<UiConnectStatus | undefined>(undefined)
  const walletConnectWallet = signal<WalletEntry | undefined>(undefined)
  const walletConnectConnector = () =>
    kernel.connectors.connectors.value.find((connector) => connector.type === 'WALLET_CONNECT')
  const walletConnect: ReadonlySignal<UiWalletConnectPairing> = computed(() => {
    const states = Object.values(store.connection).map((state) => state.value)
    const current = states.find((state) => state.wcUri) ?? states.find((state) => state.wcError)
    return {
      uri: current?.wcUri,
      expiresAt: current?.wcPairingExpiry,
      error: current?.wcError ?? false,
      wallet: walletConnectWallet.value,
      connectorId: walletConnectConnector()?.id,
    }
  })
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
            id: current.id,
            type: current.type,
            shortMessage: current.shortMessage,
            longMessage: current.longMessage,
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
      closable: true,
    }
  })

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
    walletConnect,
    toast,
    alerts,
    excludedWallets: config.excludeWalletIds,
    featuredWalletIds: config.featuredWalletIds,
    connectMethodsOrder: config.features.connectMethodsOrder,
    allWalletsEnabled: config.features.allWallets && config.enableWallets,
    fetchWallets: walletFetcher(kernel),
    prepare() {
      kernel.start().catch(() => undefined)
    },
    push: (view, data) => router.push(view as 'Connect', data as undefined),
    goBack: () => router.goBack(),
    close: () => void appKit.close(),
    async connect(wallet) {
      // Registry wallets (no connector on this page) and the WALLET_CONNECT connector pair through ConnectingWalletConnect.
      const relayConnector = walletConnectConnector()
      const connectorId = wallet.connectorId ?? relayConnector?.id
      if (!connectorId) {
        router.push('ConnectingWalletConnect', { walletId: wallet.id })
        return
      }
      connectStatus.value = { connectorId, state: 'connecting' }
      if (kernel.connectors.get(connectorId)?.type === 'WALLET_CONNECT') {
        walletConnectWallet.value = wallet
        if (router.view.value !== 'ConnectingWalletConnect')
          router.push('ConnectingWalletConnect', { walletId: wallet.id })
      } else if (router.view.value !== 'ConnectingExternal')
        router.push('ConnectingExternal', { connectorId })
      try {
        await kernel.connection.connect({ connectorId })
        connectStatus.value = undefined
        await appKit.close()
      } catch (error) {
        const rejected = error instanceof Error && error.name === 'ConnectionRejectedError'
        connectStatus.value = {
          connectorId,
          state: rejected ? 'rejected' : 'failed',
          message: error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : undefined,
        }
      }
    },
    disconnect: () => appKit.disconnect(),
    async switchNetwork(caipNetworkId) {
      await appKit.switchNetwork(caipNetworkId as `${string}:${string}`)
    },
    async switchConnection(connection) {
      await kernel.connection.switchConnection({
        connectorId: connection.connectorId,
        namespace: connection.namespace,
      })
    },
    dismissAlert: () => kernel.alerts.dismiss?.(),
    showToast(state, message) {
      kernel.toasts.show({ variant: state, message })
    },
    loadPluginView: (view) =>
      kernel.views.has(view as 'Connect') ? kernel.views.load(view as 'Connect') : undefined,
  }
  bridges.set(appKit, bridge)
  return bridge
}
