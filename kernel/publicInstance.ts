import type { AppKit } from './appKit.js'
import { THEME_MODES } from './config/defaults.js'
import { type ThemeMode, type ThemeVariables, themeVariablesSchema } from './config/schema.js'
import { loadEngine } from './engineStarter.js'
import type { Kernel } from './internal.js'
import type { ChainNamespace } from './namespaces.js'
import type { OpenOptions } from './router/createModal.js'

/** Thrown by setThemeMode for a mode that is not light, dark or system. */
function checkThemeMode(mode: unknown): ThemeMode {
  if ((THEME_MODES as readonly unknown[]).includes(mode)) return mode as ThemeMode
  throw new TypeError(`setThemeMode(${JSON.stringify(mode)}): the theme mode must be light, dark or system`)
}

/**
 * The instance the integrator holds: reads of the kernel's state, a few intents, and no internal
 * setters (ui/ uses kernelOf). `onDestroy` runs once, on the first destroy().
 */
export function createPublicInstance(kernel: Kernel, onDestroy: () => void): AppKit {
  const { config, store, modal, state } = kernel
  const subscriptions = new Set<() => void>()
  let destroyed = false
  const namespaceOf = (namespace?: ChainNamespace) => namespace ?? store.activeNamespace.value
  const applyThemeVariables = (variables: ThemeVariables) => {
    store.themeVariables.value = { ...store.themeVariables.value, ...variables }
  }

  return Object.freeze({
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
    subscribeEvents: (listener) => kernel.hooks.subscribe(listener),
    getWalletInfo: () => store.account[store.activeNamespace.value].value.connectedWalletInfo,
    ready: kernel.ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const stop of subscriptions) stop()
      subscriptions.clear()
      onDestroy()
    },
  } satisfies AppKit)
}
