import { computed } from '@preact/signals-core'
import type { AppKitState } from './appKit.js'
import type { Kernel } from './internal.js'
import { createSlots } from './plugins/slots.js'
import type { Engine } from './start.js'

export type KernelParts = Pick<
  Kernel,
  | 'config'
  | 'store'
  | 'router'
  | 'views'
  | 'hooks'
  | 'connectors'
  | 'alerts'
  | 'toasts'
  | 'modal'
  | 'plugins'
  | 'isMobile'
> & {
  /** Loads and starts the engine once (createEngineStarter). */
  start(): Promise<Engine>
  requireMultiWallet(): boolean
}

/**
 * The instance's internal context before the engine starts: storage and the services registry throw
 * until then, http, analytics and the connection operations wait for it (and start it).
 */
export function assembleKernel(parts: KernelParts): Kernel {
  const { store, router, start } = parts
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
    config: parts.config,
    store,
    router,
    views: parts.views,
    slots: createSlots(),
    hooks: parts.hooks,
    connectors: parts.connectors,
    // Only plugin setup uses services: the engine gives the kernel its registry.
    services: { provide: notStarted('services'), use: notStarted('services'), has: notStarted('services') },
    storage: { get: notStarted('storage'), set: notStarted('storage'), remove: notStarted('storage') },
    http: { fetch: (url, init) => start().then(() => kernel.http.fetch(url, init)) },
    api: undefined,
    cache: undefined,
    alerts: parts.alerts,
    toasts: parts.toasts,
    analytics: {
      track: (event) =>
        void start().then(
          () => kernel.analytics.track(event),
          () => undefined,
        ),
    },
    modal: parts.modal,
    connection: {
      connect: (parameters) => start().then((started) => started.connection.connect(parameters)),
      disconnect: (parameters) => start().then((started) => started.connection.disconnect(parameters)),
      reconnect: () => start().then((started) => started.connection.reconnect()),
      switchNetwork: (network) => start().then((started) => started.connection.switchNetwork(network)),
      switchConnection: (parameters) =>
        start().then((started) => started.connection.switchConnection(parameters)),
      requireMultiWallet: parts.requireMultiWallet,
    },
    plugins: parts.plugins,
    state,
    isMobile: parts.isMobile,
    start: () => start().then(() => undefined),
    ready: () => start().then((started) => started.ready),
  }
  return kernel
}
