// walletdock/plugin: what a plugin author needs. Plugins (ours included) import only public entries:
// this one, walletdock/ui for views, walletdock/errors and walletdock/protocol.
// Signals come from here too (@preact/signals-core's), so a plugin's state and the modal share one copy.

export { batch, computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
export { defineAlert } from './alerts/defineAlert.js'
export { formatCaipAddress } from './caip/formatCaipAddress.js'
export { isEvmAddress } from './caip/isEvmAddress.js'
export { isSolanaAddress } from './caip/isSolanaAddress.js'
export { isCaipAddress, parseCaipAddress } from './caip/parseCaipAddress.js'
export { isCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId.js'
export type { OptionProblem } from './config/optionIssues.js'
export type { AppKitConfig, FeatureName, Features, Network, PluginConfigOptions } from './config/schema.js'
export type {
  Connector,
  ConnectorType,
  ConnectParameters as ConnectorConnectParameters,
  ConnectResult,
} from './connection/connector.js'
export { type DeferredConnectorParameters, deferredConnector } from './connection/deferredConnector.js'
export type { PersistedKey } from './connection/persistence.js'
export type { RequestProvider } from './connection/requestProvider.js'
export { formatNumber } from './format/formatNumber.js'
export { formatQuantity } from './format/formatQuantity.js'
export { formatUnits } from './format/formatUnits.js'
export { languageOf } from './format/languageOf.js'
export { multiplyDecimals } from './format/multiplyDecimals.js'
export { formatNativeAmount, type NativeCurrency, nativeBalanceOf } from './format/nativeBalance.js'
export { shortenAddress } from './format/shortenAddress.js'
export { formatBalance, truncateBalance } from './format/truncateBalance.js'
export type { HookHandler, HookName, HookPayloads, LifecycleEvent } from './hooks/types.js'
export { type CallJsonRpcParameters, callJsonRpc } from './http/callJsonRpc.js'
export { CACHE_TTL_MS } from './http/constants.js'
export type { ApiClient } from './http/createApiClient.js'
export type { Cache } from './http/createCache.js'
export {
  defineLabels,
  type LabelCatalogue,
  type PluginLocales,
  type PluginLocalesLoader,
  type PluginTranslation,
} from './i18n/translations.js'
export {
  type BuiltInNamespace,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  defineNamespace,
  type NamespaceDefinition,
  type PluginNamespaces,
} from './namespaces.js'
export type {
  Alert,
  AlertsAccess,
  AlertVariant,
  AnalyticsAccess,
  AttachContext,
  HttpAccess,
  NamespaceWriter,
  OriginCheck,
  PluginContext,
  PluginRouter,
  RemoteAccess,
  StateAccess,
  StorageAccess,
  Toast,
  ToastsAccess,
  TrackedAnalyticsEvent,
} from './plugins/context.js'
export { definePlugin, type Plugin, type PluginKind, type PluginSetupResult } from './plugins/definePlugin.js'
export {
  defineViewActionPlugin,
  type ViewActionPluginParameters,
} from './plugins/defineViewActionPlugin.js'
export {
  type DefineWalletAdapterParameters,
  type DefineWalletAdapterReturnType,
  defineWalletAdapter,
  type PageWallet,
  type WalletAdapterOptions,
  type WalletAdapterResolvedOptions,
  type WalletAdapterSetup,
} from './plugins/defineWalletAdapter.js'
export { createInstanceHandoff, type InstanceHandoff } from './plugins/instanceHandoff.js'
export { listenForStandardWallets } from './plugins/listenForStandardWallets.js'
export { pageHandshake } from './plugins/pageHandshake.js'
export { defineServiceKey, type ServiceKey } from './plugins/serviceKeys.js'
export {
  type AccountActionSlot,
  type AccountFeature,
  type AccountTabSlot,
  type CloseGuard,
  type ConnectMethod,
  type ConnectMethodSlot,
  type HeaderActionSlot,
  type LocalizedText,
  localize,
  type SlotAccess,
  type SlotModuleLoader,
} from './plugins/slots.js'
export type {
  ReceiverProfile,
  ReceiverResolver,
  TransferAccess,
  TransferBuilder,
  TransferCall,
  TransferRequest,
  Transfers,
  TransferToken,
} from './plugins/transfers.js'
export {
  type AccountDataPatch,
  type WatchAccountDataParameters,
  type WatchAccountDataReturnType,
  watchAccountData,
} from './plugins/watchAccountData.js'
export { randomId } from './randomId.js'
export type { OpenOptions } from './router/createModal.js'
export type { ViewLoader, ViewOptions } from './router/viewRegistry.js'
export type { ViewDataMap, ViewName, ViewProps } from './router/views.js'
export { splitCaipAddress, splitCaipNetworkId } from './rules/caip.js'
export { isEmail } from './rules/email.js'
export { isLoopbackUrl } from './rules/loopback.js'
export { defineStorageKey } from './storage/defineStorageKey.js'
export type * from './store/types.js'
