/*
 * Test doubles for kernel and plugin tests. Not exported from kernel/index.ts and never imported by
 * product code; free of vitest so it builds like any module (tests spy with vi.spyOn).
 */
import { type AppKitConfigInput, configSchema } from '../../kernel/config/schema.js'
import type { Connector, ConnectResult } from '../../kernel/connection/connector.js'
import { createConnectorRegistry } from '../../kernel/connection/connectorRegistry.js'
import type { ConnectionDeps } from '../../kernel/connection/types.js'
import { createHooks } from '../../kernel/hooks/createHooks.js'
import type { LifecycleEvent } from '../../kernel/hooks/types.js'
import { type CreateApiClientParameters, createApiClient } from '../../kernel/http/createApiClient.js'
import { defineNetwork } from '../../kernel/networks/index.js'
import type {
  Alert,
  AlertsAccess,
  AnalyticsAccess,
  TrackedAnalyticsEvent,
} from '../../kernel/plugins/context.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import type { PersistedKey, StorageAccess } from '../../kernel/storage/types.js'
import { createStore } from '../../kernel/store/createStore.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
export const mainnet = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.example/1'] } },
})
export const base = defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.example/8453'] } },
})
const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.example/solana'] } },
})

export function createRecordingAlerts(): AlertsAccess & { shown: Alert[] } {
  const shown: Alert[] = []
  return { shown, show: (alert) => shown.push(alert) }
}

function createRecordingAnalytics(): AnalyticsAccess & { events: TrackedAnalyticsEvent[] } {
  const events: TrackedAnalyticsEvent[] = []
  return { events, track: (event) => events.push(event) }
}

/** A wallet that answers with `result` unless a behaviour is overridden. */
export function createTestConnector(
  overrides: Partial<Connector> & { id: string },
  result: ConnectResult = { accounts: [{ address: '0xabc', type: 'eoa' }], chainId: 1 },
): Connector {
  return {
    type: 'INJECTED',
    name: overrides.id,
    chain: 'eip155',
    connect: async () => result,
    reconnect: async () => result,
    disconnect: async () => {},
    getProvider: () => ({ provider: overrides.id }),
    switchNetwork: async () => {},
    // A page's announced wallet shows an inline icon (the kernel lists no other).
    ...(overrides.type === 'ANNOUNCED' && {
      imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
    ...overrides,
  }
}

/** The dependencies of the connection and network rules, with recording alerts, analytics and events. */
export function createTestDeps(input: Partial<AppKitConfigInput> = {}) {
  const config = configSchema.parse({ projectId: 'test', networks: [mainnet, base, solana], ...input })
  const hooks = createHooks()
  const events: LifecycleEvent[] = []
  hooks.subscribe((event) => events.push(event))
  const calls = { closeModal: 0, showUnsupportedChain: 0 }
  const deps = {
    config,
    store: createStore(config),
    hooks,
    connectors: createConnectorRegistry(),
    persistence: createMemoryPersistence(),
    alerts: createRecordingAlerts(),
    analytics: createRecordingAnalytics(),
    closeModal: () => {
      calls.closeModal++
    },
    showUnsupportedChain: () => {
      calls.showUnsupportedChain++
    },
  } satisfies ConnectionDeps
  return { ...deps, calls, events, eventNames: () => events.map((event) => event.name) }
}

// Views a test plugin registers: plugin views are declared by their plugins, never by the kernel.
declare module '../../kernel/router/views.js' {
  interface ViewDataMap {
    TestPluginView: { fromToken: string } | undefined
    TestLoginView: undefined
    TestEmailView: { email: string }
    TestPairingView: { walletId: string } | undefined
    TestActionView: undefined
    TestSignInView: undefined
    TestDoneView: { name: string }
  }
}

/** Keeps persisted values in a Map for the life of the test. */
export function createMemoryPersistence(): StorageAccess {
  const values = new Map<string, unknown>()
  return {
    get: <value>(entry: PersistedKey<value>) => values.get(entry.name) as value | undefined,
    set: (entry, value) => {
      values.set(entry.name, value)
    },
    remove: (entry) => {
      values.delete(entry.name)
    },
  }
}

/**
 * `ctx.connectors` as attachPlugins hands it to the plugin `plugin` (the kernel's registry: its checks
 * and its console report), and the connectors it lists now.
 */
export function pluginConnectorsForTest(plugin: string): {
  connectors: { register(connector: Connector): () => void; skip(name: unknown, problem: string): void }
  listed(): Connector[]
} {
  const registry = createConnectorRegistry()
  return {
    connectors: {
      register: (connector) => registry.register(connector, plugin),
      skip: (name, problem) => registry.skip(plugin, name, problem),
    },
    listed: () => registry.connectors.value,
  }
}

/** An eip155 adapter plugin that registers one connector (a MetaMask-like test connector by default). */
export const createTestEvmAdapter = (connector: Connector = createTestConnector({ id: 'io.metamask' })) =>
  definePlugin({
    name: 'evm',
    kind: 'adapter',
    namespaces: ['eip155'],
    setup(ctx) {
      ctx.connectors.register(connector)
    },
  })

/** The services API client of a plugin test, over the test's own `fetch` (project 'p', base http://api.test). */
export const createTestApiClient = (fetch: CreateApiClientParameters['fetch']) =>
  createApiClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 'appkit', sdkVersion: 't', fetch })
