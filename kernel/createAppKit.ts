import { signal } from '@preact/signals-core'
import { createAlertState } from './alerts/createAlertState.js'
import { createToasts } from './alerts/createToasts.js'
import type { AppKit, AppKitEnvironment } from './appKit.js'
import { assembleKernel } from './assembleKernel.js'
import { withConfigDefaults } from './config/defaults.js'
import { parseConfig } from './config/parseConfig.js'
import type { AppKitConfig, AppKitConfigInput } from './config/schema.js'
import { createConnectorRegistry } from './connection/connectorRegistry.js'
import { storedSessionNamespaces } from './connection/hasStoredSession.js'
import { restoreActiveNamespace, restoreActiveNetworks } from './connection/hydrate.js'
import { requireMultiWallet } from './connection/multiWallet.js'
import type { PersistedKey } from './connection/persistence.js'
import { showStoredAccount } from './connection/storedAccount.js'
import { createEngineStarter, showCatalogueAlert } from './engineStarter.js'
import { createHooks, type Hooks } from './hooks/createHooks.js'
import { attachKernel, type Kernel, type PluginStatus } from './internal.js'
import { attachPlugins, type DetachPlugins } from './plugins/attachPlugins.js'
import type { Plugin } from './plugins/definePlugin.js'
import { createPublicInstance } from './publicInstance.js'
import { createModal, MULTI_WALLET_VIEWS } from './router/createModal.js'
import { createRouter } from './router/createRouter.js'
import { detectMobile } from './router/isMobile.js'
import { createViewRegistry } from './router/viewRegistry.js'
import { isProjectIdMissing } from './rules/projectId.js'
import { createStore, type Store } from './store/createStore.js'

export type { AppKit, AppKitAccount, AppKitEnvironment, AppKitNetwork, AppKitState } from './appKit.js'

/**
 * Reads a stored value without the engine: the host's storage when it gave one, else the config's
 * `storage` or localStorage
 * as plain JSON (undefined when absent, unreadable or not JSON). Only for checks that need no schema.
 */
function plainStorageReader(
  environment: AppKitEnvironment,
  config: AppKitConfig,
): (key: PersistedKey<unknown>) => unknown {
  const given = environment.storage
  if (given) return (key) => given.get(key)
  return (key) => {
    try {
      const raw = (config.storage ?? globalThis.localStorage)?.getItem(key.name)
      return raw == null ? undefined : JSON.parse(raw)
    } catch {
      return undefined
    }
  }
}

/** The router and the modal, which need each other: the modal exists before anything can close it. */
function createNavigation(parameters: {
  config: AppKitConfig
  store: Store
  hooks: Hooks
  environment: AppKitEnvironment
  alerts: Kernel['alerts']
}) {
  const { config, store, hooks, environment, alerts } = parameters
  const isMobile = environment.isMobile ?? (() => detectMobile())
  const multiWalletGate = () => requireMultiWallet({ store, alerts })
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
  return { router, views, modal, isMobile, closeModal, requireMultiWallet: multiWalletGate }
}

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
  if (projectIdMissing) {
    console.error('[appkit] Project ID Not Configured: set `projectId` in your configuration')
    showCatalogueAlert(alerts, 'projectIdNotConfigured')
  }
  const navigation = createNavigation({ config, store, hooks, environment, alerts })
  const { router, modal, closeModal } = navigation
  const statuses = signal<PluginStatus[]>([])
  let destroyed = false
  let detachPlugins: DetachPlugins = () => undefined
  const engine = createEngineStarter({
    store,
    hooks,
    alerts,
    plugins,
    projectIdMissing,
    startParameters: () => ({
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
  })
  const kernel = assembleKernel({
    ...navigation,
    config,
    store,
    hooks,
    connectors: createConnectorRegistry(),
    alerts,
    toasts: environment.toasts ?? createToasts({ timers: environment.timers }),
    plugins: statuses,
    start: engine.start,
  })
  // A toast belongs to the modal's visit: closing the modal hides it (a reopened view starts clean).
  hooks.on('close', () => kernel.toasts.hide())
  detachPlugins = attachPlugins({ kernel, plugins })
  const readStored = plainStorageReader(environment, config)
  restoreActiveNetworks({ config, store, read: readStored })
  restoreActiveNamespace({ config, store, read: readStored })
  // A previous visit left a session to restore: start now rather than on intent, with the plugins that
  // serve its namespaces (the others are set up on intent, kernel/engineStarter.ts).
  const restoring = storedSessionNamespaces(store.namespaces, (name) => readStored({ name }) !== undefined)
  if (restoring.length) {
    const started = engine.start({ restoring })
    started.catch(() => undefined)
    // The account buttons show the stored address until the session is restored (not the account state).
    showStoredAccount({ config, store, read: readStored, restored: started.then((ready) => ready.ready) })
  }

  const appKit = createPublicInstance(kernel, () => {
    destroyed = true
    router.dispose()
    engine.teardown()
    detachPlugins()
    hooks.clear()
    store.modal.value = { open: false, loading: false }
  })
  attachKernel(appKit, kernel)
  return appKit
}
