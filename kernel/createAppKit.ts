import { computed, signal } from '@preact/signals-core'
import {
  type AppKitConfig,
  type AppKitConfigInput,
  configSchema,
  type ThemeMode,
  type ThemeVariables,
  themeModeSchema,
  themeVariablesSchema,
} from './config/schema.js'
import { connect } from './connection/connect.js'
import { createConnectorRegistry } from './connection/connectorRegistry.js'
import { disconnect } from './connection/disconnect.js'
import { hydrate } from './connection/hydrate.js'
import { requireMultiWallet } from './connection/multiWallet.js'
import { createReconnect } from './connection/reconnect.js'
import { switchConnection } from './connection/switchConnection.js'
import type { ConnectionDeps } from './connection/types.js'
import { createHooks } from './hooks/createHooks.js'
import type { LifecycleEvent } from './hooks/types.js'
import { attachKernel, type Kernel, type PluginStatus } from './internal.js'
import type { ChainNamespace } from './namespaces.js'
import { switchNetwork } from './network/switchNetwork.js'
import type {
  AlertsAccess,
  AnalyticsAccess,
  HttpAccess,
  StorageAccess,
  ToastsAccess,
} from './plugins/context.js'
import type { Plugin } from './plugins/definePlugin.js'
import {
  createConsoleAlerts,
  createGlobalHttp,
  createMemoryStorage,
  createSilentAnalytics,
  createSilentToasts,
} from './plugins/fallbacks.js'
import { runPlugins } from './plugins/runPlugins.js'
import { createServiceRegistry } from './plugins/serviceKeys.js'
import { createModal, type OpenOptions } from './router/createModal.js'
import { createRouter } from './router/createRouter.js'
import { detectMobile } from './router/isMobile.js'
import type { Timers } from './router/timers.js'
import { createViewRegistry } from './router/viewRegistry.js'
import type { ViewName } from './router/views.js'
import { createStore } from './store/createStore.js'
import type {
  AccountState,
  CaipNetwork,
  CaipNetworkId,
  ConnectedWalletInfo,
  Connection,
  ConnectionAccount,
} from './store/types.js'

/** What getState() returns and subscribe() delivers. */
export type AppKitState = {
  open: boolean
  loading: boolean
  selectedNamespace: ChainNamespace
  view: ViewName
}

export type AppKitAccount = AccountState & {
  namespace: ChainNamespace
  isConnected: boolean
  allAccounts: ConnectionAccount[]
}

export type AppKitNetwork = {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: string | undefined
  chainId: string | number | undefined
}

/** The public instance: reads, a few intents, and no internal setters (ui/ uses kernelOf). */
export type AppKit = {
  readonly config: AppKitConfig
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribe(listener: (state: AppKitState) => void): () => void
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getNetwork(namespace?: ChainNamespace): AppKitNetwork
  getConnections(namespace?: ChainNamespace): Connection[]
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<CaipNetwork>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getProvider<provider = unknown>(namespace: ChainNamespace): provider | undefined
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  subscribeEvents(listener: (event: LifecycleEvent) => void): () => void
  getWalletInfo(): ConnectedWalletInfo | undefined
  /** Settles when plugins are set up and a stored session is restored or found absent. */
  ready(): Promise<void>
  destroy(): void
}

/** Facts and services from the host; each has an I/O-free default. */
export type AppKitEnvironment = {
  storage?: StorageAccess | undefined
  http?: HttpAccess | undefined
  alerts?: AlertsAccess | undefined
  toasts?: ToastsAccess | undefined
  analytics?: AnalyticsAccess | undefined
  isMobile?: (() => boolean) | undefined
  timers?: Timers | undefined
  now?: (() => number) | undefined
}

export function createAppKit(input: AppKitConfigInput, environment: AppKitEnvironment = {}): AppKit {
  const config = configSchema.parse(input)
  // zod copies objects; setup must run on the integrator's own plugin objects.
  const plugins = (input.plugins ?? []) as Plugin[]
  const store = createStore(config)
  const hooks = createHooks({ now: environment.now })
  const storage = environment.storage ?? createMemoryStorage()
  const alerts = environment.alerts ?? createConsoleAlerts()
  const analytics = environment.analytics ?? createSilentAnalytics()
  const connectors = createConnectorRegistry()
  const isMobile = environment.isMobile ?? (() => detectMobile())
  const multiWalletGate = () => requireMultiWallet({ store, alerts })

  // Router and modal need each other; the modal exists before anything can call this.
  const closeModal = () => {
    void modal.close()
  }
  const router = createRouter({
    isConnected: () => store.isConnected.value,
    closeModal,
    timers: environment.timers,
    onLeaveFarcaster: () => {
      const namespace = store.activeNamespace.value
      store.patchAccount(namespace, { farcasterUrl: undefined })
      void hooks.emit('authConnectorReload', { namespace })
    },
  })
  const modal = createModal({ config, store, router, hooks, isMobile, requireMultiWallet: multiWalletGate })

  const deps: ConnectionDeps = {
    config,
    store,
    hooks,
    connectors,
    persistence: storage,
    alerts,
    analytics,
    closeModal,
    showUnsupportedChain: () => {
      void modal.open({ view: 'UnsupportedChain' })
    },
  }
  hydrate(deps)
  const statuses = signal<PluginStatus[]>([])
  const reconnect = createReconnect(deps)
  let teardown = () => {}

  const kernel: Kernel = {
    config,
    store,
    router,
    views: createViewRegistry(),
    hooks,
    connectors,
    services: createServiceRegistry(),
    storage,
    http: environment.http ?? createGlobalHttp(),
    alerts,
    toasts: environment.toasts ?? createSilentToasts(),
    analytics,
    modal,
    connection: {
      connect: (parameters) => connect(deps, parameters),
      disconnect: (parameters) => disconnect(deps, parameters),
      reconnect,
      switchNetwork: (network) => switchNetwork(deps, network),
      switchConnection: (parameters) => switchConnection(deps, parameters),
      requireMultiWallet: multiWalletGate,
    },
    plugins: statuses,
    isMobile,
    ready: Promise.resolve(),
  }

  let destroyed = false
  kernel.ready = (async () => {
    teardown = await runPlugins({ kernel, networkDeps: deps, plugins, statuses })
    // destroy() during start-up: undo the plugins and restore nothing.
    if (destroyed) return teardown()
    await hooks.emit('init', { config })
    await reconnect()
    await hooks.emit('ready', { connectedNamespaces: [...store.connectedNamespaces.value] })
  })().catch((error: unknown) => {
    console.error('[appkit] start-up failed', error)
    void hooks.emit('error', { error, source: 'init' })
  })

  const state = computed<AppKitState>(() => ({
    open: store.modal.value.open,
    loading: store.modal.value.loading,
    selectedNamespace: store.activeNamespace.value,
    view: router.view.value,
  }))
  const subscriptions = new Set<() => void>()
  const namespaceOf = (namespace?: ChainNamespace) => namespace ?? store.activeNamespace.value

  const appKit: AppKit = Object.freeze({
    config,
    open: modal.open,
    close: modal.close,
    getState: () => state.value,
    subscribe(listener) {
      let first = true
      const stop = state.subscribe((value) => {
        if (first) {
          first = false
          return
        }
        listener(value)
      })
      subscriptions.add(stop)
      return () => {
        subscriptions.delete(stop)
        stop()
      }
    },
    getAccount(namespace) {
      const key = namespaceOf(namespace)
      const account = store.account[key].value
      return {
        ...account,
        namespace: key,
        isConnected: account.caipAddress !== undefined,
        allAccounts: store.connection[key].value.connections.flatMap((connection) => connection.accounts),
      }
    },
    getNetwork(namespace) {
      const key = namespaceOf(namespace)
      const caipNetwork = store.network[key].value.caipNetwork
      return {
        namespace: key,
        caipNetwork,
        caipNetworkId: caipNetwork?.caipNetworkId,
        chainId: caipNetwork?.id,
      }
    },
    getConnections: (namespace) => store.connection[namespaceOf(namespace)].value.connections,
    switchNetwork: kernel.connection.switchNetwork,
    disconnect: (namespace) => disconnect(deps, { namespace }),
    getProvider: <provider>(namespace: ChainNamespace) =>
      store.providers.value[namespace] as provider | undefined,
    setThemeMode(mode) {
      store.themeMode.value = themeModeSchema.parse(mode)
    },
    setThemeVariables(variables) {
      store.themeVariables.value = { ...store.themeVariables.value, ...themeVariablesSchema.parse(variables) }
    },
    getThemeMode: () => store.themeMode.value,
    getThemeVariables: () => store.themeVariables.value,
    subscribeEvents: (listener) => hooks.subscribe(listener),
    getWalletInfo: () => store.account[store.activeNamespace.value].value.connectedWalletInfo,
    ready: () => kernel.ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const stop of subscriptions) stop()
      subscriptions.clear()
      router.dispose()
      teardown()
      hooks.clear()
      store.modal.value = { open: false, loading: false }
    },
  })
  attachKernel(appKit, kernel)
  return appKit
}
