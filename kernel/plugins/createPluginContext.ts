import { rewriteConnectionAccounts } from '../connection/rewriteConnectionAccounts.js'
import { KERNEL_HOOKS } from '../hooks/types.js'
import { createCache } from '../http/createCache.js'
import type { Kernel } from '../internal.js'
import type { ChainNamespace } from '../namespaces.js'
import { applyWalletChain } from '../network/applyWalletChain.js'
import { caipAddressOf } from '../network/caipAddressOf.js'
import type { NetworkDeps } from '../network/types.js'
import { navigationOf } from '../router/navigation.js'
import { splitCaipAddress } from '../rules/caip.js'
import { patchAccount, patchConnection } from '../store/patchState.js'
import type { NamespaceWriter, OriginCheck, PluginContext } from './context.js'
import { slotAccessOf } from './slots.js'
import { stateAccessOf } from './stateAccessOf.js'
import { transferAccessOf } from './transfers.js'

function namespaceWriter(kernel: Kernel, deps: NetworkDeps, namespace: ChainNamespace): NamespaceWriter {
  const { store, hooks } = kernel
  return {
    namespace,
    async setAccount(patch) {
      const before = store.account[namespace].value.caipAddress
      // A new address alone (a wallet's accountsChanged) keeps the chain: the CAIP address follows it.
      const chainId = splitCaipAddress(before)?.reference
      const follow =
        patch.address !== undefined && patch.caipAddress === undefined && chainId !== undefined
          ? { caipAddress: caipAddressOf(namespace, chainId, patch.address) }
          : {}
      patchAccount(store, namespace, { ...patch, ...follow })
      const { caipAddress, address } = store.account[namespace].value
      if (caipAddress !== before) await hooks.emit('accountChanged', { namespace, caipAddress, address })
    },
    setNetworkState: (patch) => store.patchNetwork(namespace, patch),
    setConnectionState: (patch) => patchConnection(store, namespace, patch),
    setProvider(provider) {
      store.providers.value = { ...store.providers.value, [namespace]: provider }
    },
    setConnectionAccounts(connectorId, accounts, chainId) {
      const caipNetwork =
        chainId === undefined
          ? undefined
          : kernel.config.networks.find((network) => network.caipNetworkId === `${namespace}:${chainId}`)
      const { connections } = store.connection[namespace].value
      patchConnection(store, namespace, {
        connections: rewriteConnectionAccounts(connections, connectorId, accounts, caipNetwork),
      })
    },
    async reportChain(chainId) {
      await applyWalletChain(deps, namespace, chainId)
    },
  }
}

/** The engine gives the instance its cache before plugins are set up; a hand-built kernel (tests) gets its own. */
function cacheOf(kernel: Kernel) {
  kernel.cache ??= createCache()
  return kernel.cache
}

export type CreatePluginContextParameters<options> = {
  kernel: Kernel
  networkDeps: NetworkDeps
  name: string
  namespaces: readonly ChainNamespace[]
  options: options
  /** Collects what the plugin registers, so a failed setup (or destroy) can undo it. */
  track: (dispose: () => void) => () => void
  /** The instance's allow-list check (once, whoever asks); absent without the services API. */
  checkOrigin?: (() => Promise<OriginCheck>) | undefined
}

export function createPluginContext<options>({
  kernel,
  networkDeps,
  name,
  namespaces,
  options,
  track,
  checkOrigin,
}: CreatePluginContextParameters<options>): PluginContext<options> {
  const { router } = kernel
  return {
    name,
    instance: kernel.instance,
    options,
    config: kernel.config,
    state: stateAccessOf(kernel),
    writers: Object.fromEntries(
      namespaces.map((namespace) => [namespace, namespaceWriter(kernel, networkDeps, namespace)]),
    ),
    hooks: {
      on: (hook, handler) => track(kernel.hooks.on(hook, handler)),
      emit: async (hook, payload) => {
        // Types already forbid this; the check keeps untyped JavaScript plugins honest too.
        if ((KERNEL_HOOKS as readonly string[]).includes(hook)) {
          console.error(`[appkit] plugin "${name}" may not emit the kernel hook "${hook}"`)
          return
        }
        await kernel.hooks.emit(hook, payload)
      },
    },
    views: { register: (view, loader, options) => track(kernel.views.register(view, loader, options)) },
    slots: slotAccessOf(kernel.slots, track),
    connectors: {
      register: (connector) => track(kernel.connectors.register(connector, name)),
      skip: (wallet, problem) => kernel.connectors.skip(name, wallet, problem),
    },
    router: {
      view: router.view,
      data: router.data,
      reset: router.reset,
      ...navigationOf(router),
    },
    modal: kernel.modal,
    connection: {
      connect: kernel.connection.connect,
      disconnect: kernel.connection.disconnect,
      switchNetwork: kernel.connection.switchNetwork,
      switchConnection: kernel.connection.switchConnection,
      requireMultiWallet: kernel.connection.requireMultiWallet,
    },
    services: {
      provide: (key, value) => track(kernel.services.provide(key, value)),
      use: kernel.services.use,
    },
    transfers: transferAccessOf({
      services: {
        provide: (key, value) => kernel.services.provide(key, value),
        use: (key) => kernel.services.use(key),
        has: (key) => kernel.services.has(key),
      },
      providerOf: (namespace) => kernel.store.providers.value[namespace],
      track,
    }),
    storage: kernel.storage,
    http: kernel.http,
    api: kernel.api,
    cache: cacheOf(kernel),
    alerts: kernel.alerts,
    toasts: kernel.toasts,
    analytics: kernel.analytics,
    remote: {
      async requireAllowedOrigin(requirement) {
        const found = checkOrigin ? await checkOrigin() : 'skipped'
        if (found === 'unverified' && requirement?.unverified) kernel.alerts.show(requirement.unverified)
        return found
      },
    },
  }
}
