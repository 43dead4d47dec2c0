import type { AppKitConfig } from '../config/schema.js'
import type { ChainNamespace } from '../namespaces.js'
import type { ViewName } from '../router/views.js'
import type { CaipAddress, CaipNetwork, Connection } from '../store/types.js'

/** Payload of each lifecycle hook. Plugins may add hooks by declaration merging. */
export interface HookPayloads {
  init: { config: AppKitConfig }
  ready: { connectedNamespaces: ChainNamespace[] }
  open: { view: ViewName; namespace: ChainNamespace }
  close: { view: ViewName }
  beforeConnect: { connectorId: string; namespace: ChainNamespace }
  connected: { namespace: ChainNamespace; connection: Connection; caipAddress: CaipAddress }
  disconnected: { namespace: ChainNamespace }
  accountChanged: {
    namespace: ChainNamespace
    caipAddress: CaipAddress | undefined
    address: string | undefined
  }
  networkChanged: { namespace: ChainNamespace; caipNetwork: CaipNetwork; previous: CaipNetwork | undefined }
  request: { namespace: ChainNamespace; method: string; params?: unknown }
  error: { error: unknown; source: string }
  /**
   * The user went back from a view (emitted 100 ms later, spec section 2). A plugin undoes what its view
   * started: back from ConnectingFarcaster without an address clears the URL and reloads the connector.
   */
  wentBack: { from: ViewName; isConnected: boolean; namespace: ChainNamespace }
}

export type HookName = keyof HookPayloads

/** Hooks only the kernel emits; plugins listen to them but emit only the others (request, error, their own). */
export const KERNEL_HOOKS = [
  'init',
  'ready',
  'open',
  'close',
  'beforeConnect',
  'connected',
  'disconnected',
  'accountChanged',
  'networkChanged',
  'wentBack',
] as const satisfies readonly HookName[]
export type KernelHookName = (typeof KERNEL_HOOKS)[number]
export type PluginHookName = Exclude<HookName, KernelHookName>
export type HookHandler<name extends HookName> = (payload: HookPayloads[name]) => void | Promise<void>

/** What `subscribeEvents` delivers: one entry per emitted hook. */
export type LifecycleEvent = {
  [name in HookName]: { name: name; payload: HookPayloads[name]; timestamp: number }
}[HookName]
