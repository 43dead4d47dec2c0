import type { AppKitConfig, ThemeMode, ThemeVariables } from './config/schema.js'
import type { LifecycleEvent } from './hooks/types.js'
import type { ChainNamespace } from './namespaces.js'
import type {
  AlertsAccess,
  AnalyticsAccess,
  HttpAccess,
  StorageAccess,
  ToastsAccess,
} from './plugins/context.js'
import type { OpenOptions } from './router/createModal.js'
import type { Timers } from './router/timers.js'
import type { ViewName } from './router/views.js'
import type {
  AccountState,
  CaipNetwork,
  CaipNetworkId,
  ConnectedWalletInfo,
  Connection,
  ConnectionAccount,
} from './store/types.js'

// The public instance's types (createAppKit.ts re-exports them).

/** What getState() returns and subscribe() delivers. */
export type AppKitState = {
  open: boolean
  loading: boolean
  selectedNamespace: ChainNamespace
  view: ViewName
}

export type AppKitAccount = AccountState & {
  namespace: ChainNamespace
  isConnected: boolean
  allAccounts: ConnectionAccount[]
}

export type AppKitNetwork = {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: string | undefined
  chainId: string | number | undefined
}

/** The public instance: reads, a few intents, and no internal setters (ui/ uses kernelOf). */
export type AppKit = {
  readonly config: AppKitConfig
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribe(listener: (state: AppKitState) => void): () => void
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getNetwork(namespace?: ChainNamespace): AppKitNetwork
  getConnections(namespace?: ChainNamespace): Connection[]
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<CaipNetwork>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getProvider<provider = unknown>(namespace: ChainNamespace): provider | undefined
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  subscribeEvents(listener: (event: LifecycleEvent) => void): () => void
  getWalletInfo(): ConnectedWalletInfo | undefined
  /**
   * Starts the instance if nothing has yet (see createAppKit) and settles when plugins are set up and
   * a stored session is restored or found absent. Rejects with InvalidConfigError for a bad config.
   */
  ready(): Promise<void>
  destroy(): void
}

/** Facts and services from the host; each has an I/O-free default. */
export type AppKitEnvironment = {
  storage?: StorageAccess | undefined
  http?: HttpAccess | undefined
  alerts?: AlertsAccess | undefined
  toasts?: ToastsAccess | undefined
  analytics?: AnalyticsAccess | undefined
  isMobile?: (() => boolean) | undefined
  timers?: Timers | undefined
  now?: (() => number) | undefined
}
