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
export type { AppKitConfig, AppKitConfigInput, Network } from './config/schema.js'
export { type AppKit, type AppKitState, createAppKit } from './createAppKit.js'
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
export { CACHE_TTL_MS } from './http/constants.js'
export { type ApiClient, createApiClient, type FetchLike } from './http/createApiClient.js'
export { type Cache, createCache } from './http/createCache.js'
export { createHttp, type Http } from './http/createHttp.js'
export type { RetryEnvironment } from './http/retryEnvironment.js'
export { fetchWithRpcRetry, isRetryableRpcStatus, rpcRetryDelayMs } from './http/rpcRetry.js'
export { retryDelayMs, withRetry } from './http/withRetry.js'
export { createRemoteConfig, type OriginCheck, type RemoteConfig } from './remote/createRemoteConfig.js'
export { fetchAllowedOrigins } from './remote/fetchAllowedOrigins.js'
export { isOriginAllowed } from './remote/isOriginAllowed.js'
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
