import type { ReadonlySignal } from '@preact/signals-core'
import type { Toast } from '../alerts/createToasts.js'
import type { AnalyticsEventName } from '../analytics/events.js'
import type { AppKitConfig, Features, ThemeMode, ThemeVariables } from '../config/schema.js'
import type { ConnectParameters } from '../connection/connect.js'
import type { Connector } from '../connection/connector.js'
import type { DisconnectParameters } from '../connection/disconnect.js'
import type { StorageAccess } from '../storage/types.js'

export type { StorageAccess, Toast }

import type { SwitchConnectionParameters } from '../connection/switchConnection.js'
import type { Hooks } from '../hooks/createHooks.js'
import type { HookPayloads, PluginHookName } from '../hooks/types.js'
import type { ApiClient } from '../http/createApiClient.js'
import type { Cache } from '../http/createCache.js'
import type { ChainNamespace } from '../namespaces.js'
import type { SwitchNetworkParameters } from '../network/switchNetwork.js'
import type { OpenOptions } from '../router/createModal.js'
import type { Router } from '../router/createRouter.js'
import type { Navigation } from '../router/navigation.js'
import type { ViewLoader, ViewOptions } from '../router/viewRegistry.js'
import type { ViewName } from '../router/views.js'
import type {
  AccountState,
  CaipAddress,
  CaipNetwork,
  Connection,
  ConnectionAccount,
  ConnectionState,
  ModalState,
  NetworkState,
  RecentWallet,
} from '../store/types.js'
import type { ServiceKey } from './serviceKeys.js'
import type { SlotAccess } from './slots.js'
import type { TransferAccess } from './transfers.js'

/** spec section 8 alerts: a short message, its detail, and how loud it is. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'
export type Alert = {
  variant: AlertVariant
  message: string
  detail?: string | undefined
  code?: string | undefined
  /** Shown at most once per instance (keyed by `code`): a later show of the same code is dropped. */
  once?: boolean | undefined
}
/** What the kernel and plugins need from kernel/alerts. */
export type AlertsAccess = { show(alert: Alert): void }

/** spec section 2: toasts have states loading, success, error. */
export type ToastsAccess = { show(toast: Toast): void; hide(): void }

/** What a plugin tracks: a spec section 7 event (kernel/analytics/events.ts) or one of its own. */
export type TrackedAnalyticsEvent = {
  type: 'track' | 'error'
  event: AnalyticsEventName
  properties?: Record<string, unknown> | undefined
}
export type AnalyticsAccess = { track(event: TrackedAnalyticsEvent): void }

/** What plugins need from kernel/http: a fetch with the kernel's retry and cache rules. */
export type HttpAccess = { fetch(input: string | URL, init?: RequestInit): Promise<Response> }

/** Read-only view of an instance's state: signals a plugin can read or watch with effect(). */
export type StateAccess = {
  account(namespace: ChainNamespace): ReadonlySignal<AccountState>
  network(namespace: ChainNamespace): ReadonlySignal<NetworkState>
  connection(namespace: ChainNamespace): ReadonlySignal<ConnectionState>
  activeNamespace: ReadonlySignal<ChainNamespace>
  modal: ReadonlySignal<ModalState>
  features: ReadonlySignal<Features>
  themeMode: ReadonlySignal<ThemeMode>
  themeVariables: ReadonlySignal<ThemeVariables>
  recentWallets: ReadonlySignal<RecentWallet[]>
  activeCaipAddress: ReadonlySignal<CaipAddress | undefined>
  activeCaipNetwork: ReadonlySignal<CaipNetwork | undefined>
  isConnected: ReadonlySignal<boolean>
  connectors: ReadonlySignal<Connector[]>
}

/** The setters a plugin has for each namespace it declared (`namespaces` in its definition). */
export type NamespaceWriter = {
  namespace: ChainNamespace
  /** Patches the account; emits accountChanged when the CAIP address changes. */
  setAccount(patch: Partial<Omit<AccountState, 'status'>>): Promise<void>
  setNetworkState(patch: Partial<Omit<NetworkState, 'caipNetwork'>>): void
  setConnectionState(patch: Partial<Omit<ConnectionState, 'status' | 'connections'>>): void
  setProvider(provider: unknown): void
  /** A wallet changed its approved accounts: its connection (by connector id) lists them, on `chainId` when given. */
  setConnectionAccounts(
    connectorId: string,
    accounts: readonly ConnectionAccount[],
    chainId?: string | number | undefined,
  ): void
  /** The wallet moved to `chainId`: applies the network rules (networkChanged or UnsupportedChain). */
  reportChain(chainId: string | number): Promise<void>
}

export type PluginRouter = Pick<Router, 'view' | 'data' | 'reset'> & Navigation

/**
 * What `attach(ctx)` receives when the instance is created: registration and state only, no I/O.
 * In production builds the config is not checked yet at this point (defaults filled in).
 */
export type AttachContext<options = undefined> = Pick<
  PluginContext<options>,
  'name' | 'instance' | 'config' | 'state' | 'views' | 'connectors' | 'slots'
> & {
  /** The options as the integrator passed them (setup gets them checked). */
  options: unknown
  /**
   * Listens to lifecycle hooks from creation on, so the plugin sees the first `open` and `close` (opening
   * the modal does not start the instance, so setup may run much later, or never). Removed with the
   * plugin's attach (destroy, or a feature the dashboard turns off). Emitting waits for setup.
   */
  hooks: Pick<PluginContext<options>['hooks'], 'on'>
  /**
   * Starts the instance as the user's intent would (setup runs, a stored session is restored): for a
   * plugin that learns of a connection made outside the modal (another library's). Settles once started.
   */
  start(): Promise<void>
}

/** What `setup(ctx)` receives. */
export type PluginContext<options = undefined> = {
  /** The plugin's name, as in its definition. */
  name: string
  /**
   * The same object in attach() and setup() of one instance, and another in every other instance: a
   * plugin object given to two instances keys what attach() hands to setup() by it.
   */
  instance: object
  /** The plugin's own options, validated with its configSchema when it has one. */
  options: options
  config: Readonly<AppKitConfig>
  state: StateAccess
  /** One writer per namespace the plugin declared; none for the others. */
  writers: Readonly<Partial<Record<ChainNamespace, NamespaceWriter>>>
  hooks: {
    on: Hooks['on']
    /** Emits `request`, `error` or a plugin's own hook; the kernel's lifecycle hooks are the kernel's to emit. */
    emit<name extends PluginHookName>(name: name, payload: HookPayloads[name]): Promise<void>
  }
  views: { register(name: ViewName, loader: ViewLoader, options?: ViewOptions): () => void }
  /** The places of the modal a plugin fills: connect methods, account actions and tabs, header actions, close guards. */
  slots: SlotAccess
  connectors: {
    /** Lists a connector until the returned function is called; one the modal cannot list (a name not 1 to 64 characters, a page wallet's icon not an inline image) is left out and reported. */
    register(connector: Connector): () => void
    /** Reports a wallet the plugin leaves out (once per wallet and problem), in the console, under the plugin's name. */
    skip(name: unknown, problem: string): void
  }
  router: PluginRouter
  modal: { open(options?: OpenOptions): Promise<void>; close(): Promise<void> }
  connection: {
    connect(parameters: ConnectParameters): Promise<Connection>
    disconnect(parameters?: DisconnectParameters): Promise<void>
    switchNetwork(network: SwitchNetworkParameters): Promise<CaipNetwork>
    /** A multi-wallet function: resolves undefined (with an info alert) when multiWallet is off. */
    switchConnection(parameters: SwitchConnectionParameters): Promise<Connection | undefined>
    /** True when multiWallet is on; otherwise shows the 'Multi-Wallet Not Enabled' alert. */
    requireMultiWallet(): boolean
  }
  services: {
    provide<value>(key: ServiceKey<value>, value: value): () => void
    use<value>(key: ServiceKey<value>): value
  }
  /**
   * How namespaces move value: a namespace plugin `provide`s its transfer builder, a feature that sends
   * takes `of(namespace)`; a plugin that knows names provides the receiver resolver.
   */
  transfers: TransferAccess
  storage: StorageAccess
  http: HttpAccess
  /** The services API client (st, sv, projectId added; answers checked); undefined without `endpoints.api`. */
  api: ApiClient | undefined
  /**
   * The instance's request cache (spec 9: at most 8192 entries, expired ones collected every 5 min):
   * `getOrLoad(key, CACHE_TTL_MS.nativeBalance, load)` shares one load and keeps its answer that long.
   */
  cache: Cache
  alerts: AlertsAccess
  toasts: ToastsAccess
  analytics: AnalyticsAccess
  /** The project's settings on the services (spec section 8). */
  remote: RemoteAccess
}

/** What the allow-list check found: 'skipped' without `endpoints.api`, in basic mode or without a page origin. */
export type OriginCheck = 'allowed' | 'unverified' | 'notAllowed' | 'skipped' | 'unknown'

export type RemoteAccess = {
  /**
   * Asks for the page origin to be on the project's allow list (a plugin whose service trusts the page
   * by its origin). The kernel checks once per instance, whoever asks, and shows Origin Not Allowed
   * itself; `unverified` is the plugin's own alert for an origin allowed only by entries the project
   * has not verified. Resolves with what the check found.
   */
  requireAllowedOrigin(options?: { unverified?: Alert | undefined }): Promise<OriginCheck>
}
