export { defineConfig } from './config/defineConfig.js'
export type {
  AppKitConfig,
  AppKitConfigInput,
  FeatureName,
  Network,
  ThemeMode,
  ThemeVariables,
} from './config/schema.js'
export type { ConnectErrorType, ConnectParameters } from './connection/connect.js'
export type {
  Connector,
  ConnectorType,
  ConnectParameters as ConnectorConnectParameters,
  ConnectResult,
} from './connection/connector.js'
export type { DisconnectErrorType, DisconnectParameters } from './connection/disconnect.js'
export {
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
} from './connection/errors.js'
export { MULTI_WALLET_NOT_ENABLED_ALERT } from './connection/multiWallet.js'
export { type PersistedKey, persistedKeys } from './connection/persistence.js'
export {
  type AppKit,
  type AppKitAccount,
  type AppKitEnvironment,
  type AppKitNetwork,
  type AppKitState,
  createAppKit,
} from './createAppKit.js'
export { BaseError, type BaseErrorParameters } from './errors/base.js'
export type { HookHandler, HookName, HookPayloads, LifecycleEvent } from './hooks/types.js'
export { CHAIN_NAMESPACES, type ChainNamespace } from './namespaces.js'
export { NETWORK_NOT_FOUND_ALERT } from './network/alerts.js'
export { NetworkNotFoundError } from './network/errors.js'
export type { SwitchNetworkErrorType, SwitchNetworkParameters } from './network/switchNetwork.js'
export type {
  Alert,
  AlertsAccess,
  AlertVariant,
  AnalyticsAccess,
  AnalyticsEvent,
  HttpAccess,
  NamespaceWriter,
  PluginContext,
  StateAccess,
  StorageAccess,
  Toast,
  ToastsAccess,
} from './plugins/context.js'
export { definePlugin, type Plugin, type PluginKind, type PluginSetupResult } from './plugins/definePlugin.js'
export { PluginOptionsError, PluginSetupError } from './plugins/errors.js'
export {
  defineServiceKey,
  ServiceAlreadyProvidedError,
  type ServiceKey,
  ServiceNotProvidedError,
} from './plugins/serviceKeys.js'
export type { OpenOptions } from './router/createModal.js'
export type { ViewLoader } from './router/viewRegistry.js'
export type { RouteEntry, SwapArguments, TransitionDirection, ViewDataMap, ViewName } from './router/views.js'
export type * from './store/types.js'
