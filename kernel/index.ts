export type { AlertDefinition, AlertId, AlertType } from './alerts/catalogue.js'
export { ALERTS, alertForProviderMessage } from './alerts/catalogue.js'
export { type Alerts, createAlerts, type ShownAlert } from './alerts/createAlerts.js'
export { createToasts, type ToastState, type Toasts } from './alerts/createToasts.js'
export {
  type Analytics,
  createAnalytics,
  errorProps,
  isTrackedHttpStatus,
  sendWithApi,
} from './analytics/createAnalytics.js'
export {
  ANALYTICS_EVENTS,
  type AnalyticsPayload,
  type AnalyticsProps,
} from './analytics/events.js'
export { coinTypeFromChainId } from './caip/coinTypeFromChainId.js'
export { formatCaipAddress } from './caip/formatCaipAddress.js'
export { isAccountName, stripAccountNameSuffix } from './caip/isAccountName.js'
export { isEmail } from './caip/isEmail.js'
export { isEvmAddress } from './caip/isEvmAddress.js'
export { isSignature } from './caip/isSignature.js'
export { isSolanaAddress } from './caip/isSolanaAddress.js'
export { isCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.js'
export { isCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export { defineConfig } from './config/defineConfig.js'
export { parseConfig } from './config/parseConfig.js'
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
export {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidChainIdError,
} from './errors/caip.js'
export * from './errors/codes.js'
export { type ConfigIssue, InvalidConfigError } from './errors/config.js'
export {
  ChainNotSupportedError,
  ConnectorChainsUnsupportedError,
  FailedToDisconnectChainsError,
  FarcasterConnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoAuthConnectorError,
  NoConnectionClientError,
  NoConnectorForConnectionError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  SiwxNotEnabledError,
  SocialConnectError,
  WalletConnectConnectorNotFoundError,
} from './errors/connection.js'
export * from './errors/features.js'
export * from './errors/http.js'
export * from './errors/provider.js'
export * from './errors/relay.js'
export * from './errors/rpc.js'
export { formatNumber } from './format/formatNumber.js'
export { formatQuantity } from './format/formatQuantity.js'
export { formatUnits } from './format/formatUnits.js'
export { operationSign } from './format/operationSign.js'
export { orDash } from './format/orDash.js'
export { shortenAddress } from './format/shortenAddress.js'
export { formatBalance, truncateBalance } from './format/truncateBalance.js'
export { truncateEmail } from './format/truncateEmail.js'
export type { HookHandler, HookName, HookPayloads, LifecycleEvent } from './hooks/types.js'
export { CACHE_TTL_MS } from './http/constants.js'
export { type ApiClient, createApiClient, type FetchLike } from './http/createApiClient.js'
export { type Cache, createCache } from './http/createCache.js'
export { createHttp, type Http } from './http/createHttp.js'
export type { RetryEnvironment } from './http/retryEnvironment.js'
export { retryDelayMs, withRetry } from './http/withRetry.js'
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
export { createRemoteConfig, type OriginCheck, type RemoteConfig } from './remote/createRemoteConfig.js'
export { fetchAllowedOrigins } from './remote/fetchAllowedOrigins.js'
export { isOriginAllowed } from './remote/isOriginAllowed.js'
export type { OpenOptions } from './router/createModal.js'
export type { ViewLoader } from './router/viewRegistry.js'
export type { RouteEntry, SwapArguments, TransitionDirection, ViewDataMap, ViewName } from './router/views.js'
export { addRecentWallet } from './storage/addRecentWallet.js'
export { createPersistence, type NamedKey, type Persistence } from './storage/createPersistence.js'
export {
  type AppKitStorage,
  createMemoryStorage,
  createStorage,
  type StorageLike,
} from './storage/createStorage.js'
export { emailLoginSecondsLeft, startEmailLogin } from './storage/emailLoginCooldown.js'
export { STORAGE_KEYS, type StorageKey, type StorageValue } from './storage/keys.js'
export type * from './store/types.js'
