import type { Kernel } from '../internal.js'
import type { StateAccess } from './context.js'

/** The read-only state a plugin sees (ctx.state), in attach() and setup() alike. */
export function stateAccessOf({ store, connectors }: Pick<Kernel, 'store' | 'connectors'>): StateAccess {
  return {
    account: (namespace) => store.account[namespace],
    network: (namespace) => store.network[namespace],
    connection: (namespace) => store.connection[namespace],
    activeNamespace: store.activeNamespace,
    modal: store.modal,
    features: store.features,
    themeMode: store.themeMode,
    themeVariables: store.themeVariables,
    recentWallets: store.recentWallets,
    activeCaipAddress: store.activeCaipAddress,
    activeCaipNetwork: store.activeCaipNetwork,
    isConnected: store.isConnected,
    connectors: connectors.connectors,
  }
}
