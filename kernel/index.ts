// walletdock: the integrator's entry. Plugin authors use walletdock/plugin and walletdock/ui; error
// classes are in walletdock/errors, wire schemas in walletdock/protocol, networks in walletdock/networks.
export { defineConfig } from './config/defineConfig.js'
export type {
  AppKitConfig,
  AppKitConfigInput,
  FeatureName,
  Features,
  Network,
  ThemeMode,
  ThemeVariables,
} from './config/schema.js'
export type { ConnectErrorType, ConnectParameters } from './connection/connect.js'
export type { Connector, ConnectorType } from './connection/connector.js'
export type { DisconnectErrorType, DisconnectParameters } from './connection/disconnect.js'
export {
  type AppKit,
  type AppKitAccount,
  type AppKitEnvironment,
  type AppKitNetwork,
  type AppKitState,
  createAppKit,
} from './createAppKit.js'
export type { HookHandler, HookName, HookPayloads, LifecycleEvent } from './hooks/types.js'
export { CHAIN_NAMESPACES, type ChainNamespace } from './namespaces.js'
export type { SwitchNetworkErrorType, SwitchNetworkParameters } from './network/switchNetwork.js'
export type {
  AlertsAccess,
  AnalyticsAccess,
  HttpAccess,
  StorageAccess,
  ToastsAccess,
} from './plugins/context.js'
export type { Plugin } from './plugins/definePlugin.js'
export type { OpenOptions } from './router/createModal.js'
export type { RouteEntry, TransitionDirection, ViewDataMap, ViewName } from './router/views.js'
export type * from './store/types.js'
