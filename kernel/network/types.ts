import type { AppKitConfig } from '../config/schema.js'
import type { ConnectorRegistry } from '../connection/connectorRegistry.js'
import type { Hooks } from '../hooks/createHooks.js'
import type { AlertsAccess, AnalyticsAccess } from '../plugins/context.js'
import type { StorageAccess } from '../storage/types.js'
import type { Store } from '../store/createStore.js'

/** What the network and connection rules need from an instance. */
export type NetworkDeps = {
  config: AppKitConfig
  store: Store
  hooks: Hooks
  connectors: ConnectorRegistry
  persistence: StorageAccess
  alerts: AlertsAccess
  analytics: AnalyticsAccess
  /** Opens the modal on UnsupportedChain. */
  showUnsupportedChain: () => void
}
