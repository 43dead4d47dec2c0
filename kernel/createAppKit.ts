import type { AlertId } from './alerts/catalogue.js'
import { createAlertState } from './alerts/createAlertState.js'
import { createToasts } from './alerts/createToasts.js'
import { THEME_MODES, withConfigDefaults } from './config/defaults.js'
import { parseConfig } from './config/parseConfig.js'
import {
  type AppKitConfig,
  type AppKitConfigInput,
  type ThemeMode,
  type ThemeVariables,
  themeVariablesSchema,
} from './config/schema.js'
import { createConnectorRegistry } from './connection/connectorRegistry.js'
import { hasStoredSession } from './connection/hasStoredSession.js'
import { restoreActiveNamespace, restoreActiveNetworks } from './connection/hydrate.js'
import { requireMultiWallet } from './connection/multiWallet.js'
import type { PersistedKey } from './connection/persistence.js'
import { createHooks } from './hooks/createHooks.js'
import type { LifecycleEvent } from './hooks/types.js'
import { attachKernel, type Kernel, type PluginStatus } from './internal.js'
import type { ChainNamespace } from './namespaces.js'
import { attachPlugins } from './plugins/attachPlugins.js'
import type {
  AlertsAccess,
  AnalyticsAccess,
  HttpAccess,
  StorageAccess,
  ToastsAccess,
} from './plugins/context.js'
import type { Plugin } from './plugins/definePlugin.js'
import { createSlots } from './plugins/slots.js'
import { computed, signal } from './reactive/signals.js'
import { createModal, MULTI_WALLET_VIEWS, type OpenOptions } from './router/createModal.js'
import { createRouter } from './router/createRouter.js'
import { detectMobile } from './router/isMobile.js'
import type { Timers } from './router/timers.js'
import { createViewRegistry } from './router/viewRegistry.js'
import type { ViewName } from './router/views.js'
import { isProjectIdMissing } from './rules/projectId.js'
import type { Engine } from './start.js'
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
  /**
   * Starts the instance if nothing has yet (see createAppKit) and settles when plugins are set up and
   * a stored session is restored or found absent. Rejects with InvalidConfigError for a bad config.
   */
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

/**
 * Reads a stored value without the engine: the host's storage when it gave one, else localStorage
 * as plain JSON (undefined when absent, unreadable or not JSON). Only for checks that need no schema.
 */
function plainStorageReader(environment: AppKitEnvironment): (key: PersistedKey<unknown>) => unknown {
  const given = environment.storage
  if (given) return (key) => given.get(key)
  return (key) => {
    try {
      const raw = globalThis.localStorage?.getItem(key.name)
      return raw == null ? undefined : JSON.parse(raw)
    } catch {
      return undefined
    }
  }
}

/** Thrown by setThemeMode for a mode that is not light, dark or system. */
function checkThemeMode(mode: unknown): ThemeMode {
  if ((THEME_MODES as readonly unknown[]).includes(mode)) return mode as ThemeMode
  throw new TypeError(`setThemeMode(${JSON.stringify(mode)}): the theme mode must be light, dark or system`)
}

/** The kernel's one import site in the first bundle (see lazy.ts): the engine and the alert texts load through it. */
const loadLazy = () => import('./lazy.js')
const loadEngine = () => loadLazy().then((lazy) => lazy.loadStart())

/**
 * Creates an instance. Creating it does no I/O and loads nothing: plugins attach (register their
 * connectors and views), and the engine (kernel/start.ts: config check in production, storage, http,
 * connection operations, plugin setup, reconnect) loads when something needs it (a connection
 * operation, the wallet registry, ready()) or at once when a previous visit stored a session to
 * restore; opening the modal does not load it. Development builds check the config here and throw its InvalidConfigError at
 * once; production builds check it when the engine starts, so zod stays out of the initial bundle and
 * a bad config cannot take the host page down with it.
 */
export function createAppKit(input: AppKitConfigInput, environment: AppKitEnvironment = {}): AppKit {
  // spec 5.7: no project id shows Project ID Not Configured; even a development build does not throw
  // for it (the host page keeps running), and the engine's config check refuses to start.
  const projectIdMissing = isProjectIdMissing(input)
  const parsed = process.env.NODE_ENV !== 'production' && !projectIdMissing
  const config = parsed ? parseConfig(input) : withConfigDefaults(input)
  // zod copies objects; setup must run on the integrator's own plugin objects.
  const plugins = (Array.isArray(input?.plugins) ? input.plugins : []) as Plugin[]
  const store = createStore(config)
  const hooks = createHooks({ now: environment.now })
  // `debug: false` sends alerts to the console instead of the modal (read at each alert: production checks the config later).
  const ownAlerts = createAlertState({ debug: () => config.debug !== false })
  const alerts = environment.alerts ?? ownAlerts
  /**
   * A catalogue alert without placeholders, also through a host-given alerts stand-in (which takes
   * worded alerts). The catalogue's texts load now, not with the first bundle.
   */
  const showCatalogueAlert = (id: AlertId) => {
    loadLazy()
      .then((lazy) => lazy.loadAlertCatalogue())
      .then(
        ({ ALERTS }) => {
          const { type, shortMessage, longMessage } = ALERTS[id]
          alerts.show({ variant: type, message: shortMessage, detail: longMessage, code: id })
        },
        (error: unknown) => console.error('[appkit] could not load the alert texts', error),
      )
  }
  if (projectIdMissing) {
    console.error('[appkit] Project ID Not Configured: set `projectId` in your configuration')
    showCatalogueAlert('projectIdNotConfigured')
  }
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
    // Multi-wallet views need the feature from wherever they are entered ('Multi-Wallet Not Enabled').
    mayEnter: (view) => !MULTI_WALLET_VIEWS.includes(view) || multiWalletGate(),
    onWentBack: (left) => void hooks.emit('wentBack', { ...left, namespace: store.activeNamespace.value }),
  })
  const views = createViewRegistry()
  const modal = createModal({
    config,
    store,
    router,
    hooks,
    isMobile,
    requireMultiWallet: multiWalletGate,
    isRegistered: (view) => views.has(view),
  })
  const statuses = signal<PluginStatus[]>([])
  let destroyed = false
  let engine: Promise<Engine> | undefined

  /** Loads and starts the engine once; a failure (bad config, chunk not loaded) lets the next intent try again. */
  const start = (): Promise<Engine> => {
    if (engine) return engine
    // Plugins start loading their own code now, alongside the engine; feature-gated ones once the
    // features in force are known (kernel/start.ts), so one the dashboard turns off loads nothing.
    for (const plugin of plugins)
      if (typeof plugin?.preload === 'function' && !plugin.features?.length)
        plugin.preload().catch(() => undefined)
    engine = loadEngine()
      .then(({ startKernel }) =>
        startKernel({
          kernel,
          input,
          environment,
          plugins,
          statuses,
          alertState: ownAlerts,
          parsed,
          closeModal,
          showUnsupportedChain: () => {
            void modal.open({ view: 'UnsupportedChain' })
          },
          isDestroyed: () => destroyed,
          detachPlugins: (keep) => detachPlugins(keep),
        }),
      )
      .catch((error: unknown) => {
        engine = undefined
        console.error('[appkit] could not start', error)
        const message = error instanceof Error ? error.message : String(error)
        if (projectIdMissing) showCatalogueAlert('projectIdNotConfigured')
        else
          alerts.show({
            variant: 'error',
            code: 'START_FAILED',
            message: 'appkit could not start',
            detail: message,
          })
        void hooks.emit('error', { error, source: 'init' })
        throw error
      })
    // spec section 3, Modal: loading while the instance starts (plugins set up, a session restored).
    const setLoading = (loading: boolean) => {
      store.modal.value = { ...store.modal.peek(), loading }
    }
    setLoading(true)
    const done = () => setLoading(false)
    engine.then((started) => started.ready).then(done, done)
    return engine
  }
  const startInBackground = () => {
    start().catch(() => undefined)
  }
  // Storage, http and analytics come with the engine; until then these wait for it (or say why not).
  const notStarted = (what: string) => () => {
    throw new Error(`[appkit] ${what} is used before the instance started: await appKit.ready() first`)
  }

  const state = computed<AppKitState>(() => ({
    open: store.modal.value.open,
    loading: store.modal.value.loading,
    selectedNamespace: store.activeNamespace.value,
    view: router.view.value,
  }))
  const kernel: Kernel = {
    instance: {},
    config,
    store,
    router,
    views,
    slots: createSlots(),
    hooks,
    connectors,
    // Only plugin setup uses services: the engine gives the kernel its registry.
    services: { provide: notStarted('services'), use: notStarted('services'), has: notStarted('services') },
    storage: { get: notStarted('storage'), set: notStarted('storage'), remove: notStarted('storage') },
    http: { fetch: (url, init) => start().then(() => kernel.http.fetch(url, init)) },
    api: undefined,
    cache: undefined,
    alerts,
    toasts: environment.toasts ?? createToasts({ timers: environment.timers }),
    analytics: {
      track: (event) =>
        void start().then(
          () => kernel.analytics.track(event),
          () => undefined,
        ),
    },
    modal,
    connection: {
      connect: (parameters) => start().then((started) => started.connection.connect(parameters)),
      disconnect: (parameters) => start().then((started) => started.connection.disconnect(parameters)),
      reconnect: () => start().then((started) => started.connection.reconnect()),
      switchNetwork: (network) => start().then((started) => started.connection.switchNetwork(network)),
      switchConnection: (parameters) =>
        start().then((started) => started.connection.switchConnection(parameters)),
      requireMultiWallet: multiWalletGate,
    },
    plugins: statuses,
    state,
    isMobile,
    start: () => start().then(() => undefined),
    ready: () => start().then((started) => started.ready),
  }
  const detachPlugins = attachPlugins({ kernel, plugins })
  const readStored = plainStorageReader(environment)
  restoreActiveNetworks({ config, store, read: readStored })
  restoreActiveNamespace({ config, store, read: readStored })
  // A previous visit left a session to restore: start now rather than on intent.
  if (hasStoredSession((name) => readStored({ name }) !== undefined)) startInBackground()

  const subscriptions = new Set<() => void>()
  const namespaceOf = (namespace?: ChainNamespace) => namespace ?? store.activeNamespace.value
  const applyThemeVariables = (variables: ThemeVariables) => {
    store.themeVariables.value = { ...store.themeVariables.value, ...variables }
  }

  const appKit: AppKit = Object.freeze({
    config,
    async open(options?: OpenOptions) {
      // The modal opens with what attach() registered; the engine loads when something needs it.
      await modal.open(options)
    },
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
    disconnect: (namespace) => kernel.connection.disconnect({ namespace }),
    getProvider: <provider>(namespace: ChainNamespace) =>
      store.providers.value[namespace] as provider | undefined,
    setThemeMode(mode) {
      store.themeMode.value = checkThemeMode(mode)
    },
    setThemeVariables(variables) {
      // Development builds refuse bad variables at once; production builds check them as the schema loads.
      if (process.env.NODE_ENV !== 'production')
        return applyThemeVariables(themeVariablesSchema.parse(variables))
      loadEngine().then(
        (engine) => applyThemeVariables(engine.parseThemeVariables(variables)),
        (error: unknown) => console.error('[appkit] setThemeVariables', error),
      )
    },
    getThemeMode: () => store.themeMode.value,
    getThemeVariables: () => store.themeVariables.value,
    subscribeEvents: (listener) => hooks.subscribe(listener),
    getWalletInfo: () => store.account[store.activeNamespace.value].value.connectedWalletInfo,
    ready: kernel.ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const stop of subscriptions) stop()
      subscriptions.clear()
      router.dispose()
      engine?.then(
        (started) => started.teardown(),
        () => undefined,
      )
      detachPlugins()
      hooks.clear()
      store.modal.value = { open: false, loading: false }
    },
  })
  attachKernel(appKit, kernel)
  return appKit
}
