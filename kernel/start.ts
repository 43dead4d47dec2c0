// The kernel's engine: everything an instance needs only once the user shows intent (or a stored
// session must be restored). createAppKit loads this module on demand, so none of it, zod included,
// is in the host's initial bundle.

import type { Signal } from '@preact/signals-core'
import type { AlertState } from './alerts/createAlertState.js'
import { createAlerts } from './alerts/createAlerts.js'
import { startAnalytics } from './analytics/startAnalytics.js'
import { trackedHttpStatusOf } from './analytics/trackedHttpStatusOf.js'
import type { AppKitEnvironment } from './appKit.js'
import { parseConfig } from './config/parseConfig.js'
import { type AppKitConfigInput, type ThemeVariables, themeVariablesSchema } from './config/schema.js'
import { connect } from './connection/connect.js'
import { disconnect } from './connection/disconnect.js'
import { hydrate } from './connection/hydrate.js'
import { createReconnect } from './connection/reconnect.js'
import { rememberAccount } from './connection/rememberAccount.js'
import { rememberActiveNamespace } from './connection/rememberActiveNamespace.js'
import { switchConnection } from './connection/switchConnection.js'
import type { ConnectionDeps } from './connection/types.js'
import { defaultEnvironment } from './defaultEnvironment.js'
import type { Kernel, PluginStatus } from './internal.js'
import { switchNetwork } from './network/switchNetwork.js'
import { type DetachPlugins, isPluginEnabled } from './plugins/attachPlugins.js'
import type { Plugin } from './plugins/definePlugin.js'
import { runPlugins } from './plugins/runPlugins.js'
import { createServiceRegistry } from './plugins/serviceKeys.js'
import { createRemoteConfig } from './remote/createRemoteConfig.js'
import { originRefusedValues } from './remote/originRefusedValues.js'
import { createPersistence } from './storage/createPersistence.js'
import { connectedNamespacesOf } from './store/patchState.js'

export type StartKernelParameters = {
  kernel: Kernel
  input: AppKitConfigInput
  environment: AppKitEnvironment
  /** The integrator's own plugin objects (zod copies objects; setup must run on the originals). */
  plugins: readonly Plugin[]
  statuses: Signal<PluginStatus[]>
  /**
   * The instance's own alert state, which the project config, the origin check, analytics and provider
   * errors report to (catalogue alerts, some shown once) even when the host gave its own.
   */
  alertState: AlertState
  /** True when createAppKit already parsed the config (development builds). */
  parsed: boolean
  closeModal: () => void
  showUnsupportedChain: () => void
  isDestroyed: () => boolean
  /** Undoes the attach of the plugins `keep` does not keep (attachPlugins' answer). */
  detachPlugins: DetachPlugins
  /** Plugins set up only by setUpDeferred() (those a stored session does not need; kernel/engineStarter.ts). */
  defer?: ((plugin: Plugin) => boolean) | undefined
}

/** Checks theme variables (setThemeVariables in production builds, where the schema loads with this module). */
export const parseThemeVariables = (variables: ThemeVariables): ThemeVariables =>
  themeVariablesSchema.parse(variables)

/** What the instance calls once the engine is loaded. */
export type Engine = {
  connection: Pick<
    Kernel['connection'],
    'connect' | 'disconnect' | 'reconnect' | 'switchNetwork' | 'switchConnection'
  >
  /**
   * Settles when plugins are set up and a stored session is restored or found absent; after
   * setUpDeferred(), when the deferred plugins are set up too.
   */
  ready: Promise<void>
  /** Sets up the plugins `defer` held back, once the restore is done (on the user's intent). */
  setUpDeferred(): void
  teardown(): void
}

/**
 * Checks the config (when the build did not already), gives the kernel its storage, http, services API,
 * request cache and analytics (INITIALIZE and `/getAnalyticsConfig` go out now), restores what a previous
 * visit stored, loads the project config, then sets the plugins up and reconnects.
 * An invalid config throws its InvalidConfigError here and nothing starts.
 */
export function startKernel(parameters: StartKernelParameters): Engine {
  const { kernel, environment } = parameters
  if (!parameters.parsed) {
    const config = parseConfig(parameters.input)
    Object.assign(kernel.config, config)
    kernel.store.features.value = config.features
  }
  const { config, store } = kernel
  // The catalogue's texts come with the engine.
  const alerts = createAlerts({}, parameters.alertState)
  // The services API refused this page's origin (any request: wallet list, balances, tokens): say which
  // origin to add, and how, once per instance.
  const defaults = defaultEnvironment(config, {
    onOriginRefused: () => alerts.show('originNotAllowed', originRefusedValues(config.projectId)),
  })
  const api = defaults.api
  kernel.storage =
    environment.storage ??
    (config.storage ? createPersistence({ storage: config.storage }) : defaults.storage)
  kernel.http = environment.http ?? defaults.http
  kernel.api = api
  kernel.cache = defaults.cache
  // What plugins provide each other in setup (ctx.services): none of it is needed before the engine.
  kernel.services = createServiceRegistry()
  kernel.analytics =
    environment.analytics ??
    (api
      ? startAnalytics({
          api,
          alerts,
          isLocallyEnabled: () => !config.basic && store.features.value.analytics,
          address: () => store.account[store.activeNamespace.value]?.value.address,
          initialize: {
            networks: config.networks.map((network) => network.caipNetworkId),
            plugins: parameters.plugins.map((plugin) => plugin.name),
          },
        })
      : { track: () => undefined })
  // The dashboard's features, merged into the local ones before plugins are set up (none in basic mode).
  const remote = api
    ? createRemoteConfig({
        api,
        alerts,
        localConfig: config,
        projectId: config.projectId.trim(),
        installedFeatures: parameters.plugins.flatMap((plugin) => plugin.features ?? []),
      })
    : undefined
  kernel.hooks.on('error', ({ error, source }) => {
    // spec 9.42: a services API failure is reported when its status is a tracked one (403, 429, 500, 503).
    const status = trackedHttpStatusOf(error)
    if (status !== undefined)
      kernel.analytics.track({ type: 'error', event: 'INTERNAL_SDK_ERROR', properties: { status, source } })
  })

  const deps: ConnectionDeps = {
    config,
    store,
    hooks: kernel.hooks,
    connectors: kernel.connectors,
    persistence: kernel.storage,
    alerts: kernel.alerts,
    analytics: kernel.analytics,
    closeModal: parameters.closeModal,
    showUnsupportedChain: parameters.showUnsupportedChain,
  }
  hydrate(deps)
  const stopRememberingNamespace = rememberActiveNamespace(deps)
  const stopRememberingAccount = rememberAccount(deps)
  const reconnect = createReconnect(deps)
  const teardowns: (() => void)[] = []
  const teardown = () => {
    for (const undo of teardowns.splice(0).reverse()) undo()
  }
  const defer = parameters.defer ?? (() => false)
  const setUp = async (include: (plugin: Plugin) => boolean) => {
    teardowns.push(
      await runPlugins({
        kernel,
        networkDeps: deps,
        plugins: parameters.plugins,
        statuses: parameters.statuses,
        checkOrigin: remote?.checkOrigin,
        include,
      }),
    )
  }

  // A connect waits until the plugins set up at start are (not for the restore after it): a plugin
  // still loading its setup would miss beforeConnect and connected (a sign-in prompt did, once an
  // adapter's connector stopped waiting for a large chunk). Resolved on failure too.
  let pluginsSetUp = () => {}
  const setUpDone = new Promise<void>((resolve) => {
    pluginsSetUp = resolve
  })
  const ready = (async () => {
    if (remote) {
      store.features.value = await remote.load()
    }
    const enabled = (plugin: Plugin) => isPluginEnabled(plugin, store.features.value)
    // A plugin the features in force turn off keeps nothing its attach registered (connectors, slots, listeners).
    parameters.detachPlugins(enabled)
    // Feature-gated plugins load their code only now, so one the dashboard turns off loads nothing.
    for (const plugin of parameters.plugins)
      if (
        typeof plugin?.preload === 'function' &&
        plugin.features?.length &&
        enabled(plugin) &&
        !defer(plugin)
      )
        plugin.preload().catch(() => undefined)
    await setUp((plugin) => !defer(plugin))
    pluginsSetUp()
    // destroy() during start-up: undo the plugins and restore nothing.
    if (parameters.isDestroyed()) return teardown()
    await kernel.hooks.emit('init', { config })
    await reconnect()
    await kernel.hooks.emit('ready', { connectedNamespaces: [...connectedNamespacesOf(store)] })
  })().catch((error: unknown) => {
    pluginsSetUp()
    console.error('[appkit] start-up failed', error)
    void kernel.hooks.emit('error', { error, source: 'init' })
  })

  const engine: Engine = {
    connection: {
      connect: (connectParameters) => setUpDone.then(() => connect(deps, connectParameters)),
      disconnect: (disconnectParameters) => disconnect(deps, disconnectParameters),
      reconnect,
      switchNetwork: (network) => switchNetwork(deps, network),
      switchConnection: (switchParameters) => switchConnection(deps, switchParameters),
    },
    ready,
    setUpDeferred() {
      engine.ready = ready.then(async () => {
        if (parameters.isDestroyed()) return
        const enabled = (plugin: Plugin) => isPluginEnabled(plugin, store.features.value)
        for (const plugin of parameters.plugins)
          if (
            typeof plugin?.preload === 'function' &&
            plugin.features?.length &&
            enabled(plugin) &&
            defer(plugin)
          )
            plugin.preload().catch(() => undefined)
        await setUp(defer)
        if (parameters.isDestroyed()) teardown()
      })
    },
    teardown: () => {
      stopRememberingNamespace()
      stopRememberingAccount()
      teardown()
      defaults.cache.stop()
    },
  }
  return engine
}
