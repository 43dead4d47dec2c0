import type { AlertId } from './alerts/catalogue.js'
import type { Hooks } from './hooks/createHooks.js'
import type { Kernel } from './internal.js'
import type { ChainNamespace } from './namespaces.js'
import type { Plugin } from './plugins/definePlugin.js'
import type { Engine, StartKernelParameters } from './start.js'
import type { Store } from './store/createStore.js'

/** The engine (kernel/start.ts): one import() of its own chunk, loaded when something needs it (see createAppKit). */
export const loadEngine = () => import('./start.js')

/**
 * A catalogue alert without placeholders, also through a host-given alerts stand-in (which takes
 * worded alerts). The catalogue's texts load now, not with the first bundle.
 */
export function showCatalogueAlert(alerts: Kernel['alerts'], id: AlertId): void {
  import('./alerts/catalogue.js').then(
    ({ ALERTS }) => {
      const { type, shortMessage, longMessage } = ALERTS[id]
      alerts.show({ variant: type, message: shortMessage, detail: longMessage, code: id })
    },
    (error: unknown) => console.error('[appkit] could not load the alert texts', error),
  )
}

/** Why the engine starts: a stored session to restore (its namespaces), or the user's intent (none). */
export type StartReason = { restoring: readonly ChainNamespace[] }

/**
 * A plugin a session of `restoring` does not need before it is restored: one that serves namespaces,
 * none of them restored (solana's for an EVM session). Plugins without namespaces are always needed.
 */
export function isDeferredWhileRestoring(plugin: Plugin, restoring: readonly ChainNamespace[]): boolean {
  const namespaces = plugin?.namespaces ?? []
  return namespaces.length > 0 && !namespaces.some((namespace) => restoring.includes(namespace))
}

export type EngineStarter = {
  /**
   * Loads and starts the engine once; a failure (bad config, chunk not loaded) lets the next call try
   * again. Started to restore a session (`reason`), it sets up only the plugins that session needs; the
   * next call without one (intent) sets the others up.
   */
  start(reason?: StartReason): Promise<Engine>
  /** Tears the engine down, if one started. */
  teardown(): void
}

/**
 * Starts the engine on first need: the plugins' preloads go out alongside it, the modal shows loading
 * until plugins are set up and a stored session is restored, and a failure is logged, shown as an
 * alert and emitted as an `error` hook.
 */
export function createEngineStarter(parameters: {
  store: Store
  hooks: Hooks
  alerts: Kernel['alerts']
  plugins: readonly Plugin[]
  projectIdMissing: boolean
  /** What startKernel gets, asked for when the engine starts (the kernel exists by then). */
  startParameters: () => StartKernelParameters
}): EngineStarter {
  const { store, hooks, alerts, plugins } = parameters
  let engine: Promise<Engine> | undefined

  const failed = (error: unknown): never => {
    engine = undefined
    console.error('[appkit] could not start', error)
    const message = error instanceof Error ? error.message : String(error)
    if (parameters.projectIdMissing) showCatalogueAlert(alerts, 'projectIdNotConfigured')
    else
      alerts.show({
        variant: 'error',
        code: 'START_FAILED',
        message: 'appkit could not start',
        detail: message,
      })
    void hooks.emit('error', { error, source: 'init' })
    throw error
  }

  // spec section 3, Modal: loading while the instance starts (plugins set up, a session restored).
  const setLoading = (loading: boolean) => {
    store.modal.value = { ...store.modal.peek(), loading }
  }
  const loadUntilReady = (started: Promise<Engine>) => {
    setLoading(true)
    const done = () => setLoading(false)
    started.then((ready) => ready.ready).then(done, done)
  }
  const preload = (plugin: Plugin) => {
    if (typeof plugin?.preload === 'function' && !plugin.features?.length)
      plugin.preload().catch(() => undefined)
  }
  // The plugins a restore left for later, set up on the first start without a reason (intent).
  let deferred: Plugin[] = []

  const start = (reason?: StartReason): Promise<Engine> => {
    if (engine) {
      if (reason || !deferred.length) return engine
      for (const plugin of deferred) preload(plugin)
      deferred = []
      engine.then((started) => started.setUpDeferred())
      loadUntilReady(engine)
      return engine
    }
    const defer = (plugin: Plugin) =>
      reason !== undefined && isDeferredWhileRestoring(plugin, reason.restoring)
    deferred = plugins.filter(defer)
    // Plugins start loading their own code now, alongside the engine; feature-gated ones once the
    // features in force are known (kernel/start.ts), so one the dashboard turns off loads nothing.
    for (const plugin of plugins) if (!defer(plugin)) preload(plugin)
    engine = loadEngine()
      .then(({ startKernel }) => startKernel({ ...parameters.startParameters(), defer }))
      .catch((error: unknown) => {
        deferred = []
        return failed(error)
      })
    loadUntilReady(engine)
    return engine
  }

  return {
    start,
    teardown() {
      engine?.then(
        (started) => started.teardown(),
        () => undefined,
      )
    },
  }
}
