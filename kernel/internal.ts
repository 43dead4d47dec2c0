import type { ReadonlySignal } from '@preact/signals-core'
import type { Toast } from './alerts/createToasts.js'
import type { AppKit, AppKitState } from './appKit.js'
import type { AppKitConfig } from './config/schema.js'
import type { ConnectParameters } from './connection/connect.js'
import type { ConnectorRegistry } from './connection/connectorRegistry.js'
import type { DisconnectParameters } from './connection/disconnect.js'
import type { ReconnectReturnType } from './connection/reconnect.js'
import type { SwitchConnectionParameters } from './connection/switchConnection.js'
import type { Hooks } from './hooks/createHooks.js'
import type { ApiClient } from './http/createApiClient.js'
import type { Cache } from './http/createCache.js'
import type { SwitchNetworkParameters } from './network/switchNetwork.js'
import type {
  Alert,
  AlertsAccess,
  AnalyticsAccess,
  HttpAccess,
  StorageAccess,
  ToastsAccess,
} from './plugins/context.js'
import type { ServiceRegistry } from './plugins/serviceKeys.js'
import type { Slots } from './plugins/slots.js'
import type { Modal } from './router/createModal.js'
import type { Router } from './router/createRouter.js'
import type { ViewRegistry } from './router/viewRegistry.js'
import type { Store } from './store/createStore.js'
import type { CaipNetwork, Connection } from './store/types.js'

export type PluginStatus = {
  name: string
  status: 'pending' | 'ready' | 'failed' | 'skipped'
  error?: unknown
}

/** The internal context of one instance: what ui/ and plugins/ reach through kernelOf(appKit). */
export type Kernel = {
  /** This instance's identity for plugins (ctx.instance); carries nothing. */
  instance: object
  config: AppKitConfig
  store: Store
  router: Router
  views: ViewRegistry
  /** The modal's places plugins fill (kernel/plugins/slots.ts). */
  slots: Slots
  hooks: Hooks
  connectors: ConnectorRegistry
  /** What plugins provide each other in setup; the engine creates it (before that it throws). */
  services: ServiceRegistry
  storage: StorageAccess
  http: HttpAccess
  /** The services API client; undefined when `endpoints.api` is not configured. */
  api: ApiClient | undefined
  /** The request cache plugins get as ctx.cache; undefined until the engine starts. */
  cache: Cache | undefined
  /** The kernel's own alerts expose what is on screen; a host-given one may not. */
  alerts: AlertsAccess & { current?: ReadonlySignal<Alert | undefined>; dismiss?(): void }
  toasts: ToastsAccess & { current?: ReadonlySignal<Toast | undefined> }
  analytics: AnalyticsAccess
  modal: Modal
  connection: {
    connect(parameters: ConnectParameters): Promise<Connection>
    disconnect(parameters?: DisconnectParameters): Promise<void>
    reconnect(): Promise<ReconnectReturnType>
    switchNetwork(network: SwitchNetworkParameters): Promise<CaipNetwork>
    switchConnection(parameters: SwitchConnectionParameters): Promise<Connection | undefined>
    requireMultiWallet(): boolean
  }
  plugins: ReadonlySignal<PluginStatus[]>
  /** What getState() returns: the one derivation the React bindings read too. */
  state: ReadonlySignal<AppKitState>
  isMobile(): boolean
  /**
   * Loads the engine (kernel/start.ts) on first call: config check in production builds, storage,
   * http, services API, analytics, connection operations; resolves before plugins finish their setup.
   * Until then `storage` throws, `http` and `analytics` wait for it, and `api` is undefined.
   */
  start(): Promise<void>
  /** start(), then settles when plugins are set up and a stored session is restored (or found absent). */
  ready(): Promise<void>
}

// Keyed by instance, so the map holds no state two instances could share.
const kernels = new WeakMap<AppKit, Kernel>()

export function attachKernel(appKit: AppKit, kernel: Kernel): void {
  kernels.set(appKit, kernel)
}

/** The internal context of an instance made by createAppKit; for ui/ and plugins/, not for hosts. */
export function kernelOf(appKit: AppKit): Kernel {
  const kernel = kernels.get(appKit)
  if (!kernel) throw new Error('kernelOf() needs an instance made by createAppKit()')
  return kernel
}
