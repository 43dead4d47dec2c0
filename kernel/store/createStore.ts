import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { AppKitConfig, Features, ThemeMode, ThemeVariables } from '../config/schema.js'
import { type ChainNamespace, namespacesOf } from '../namespaces.js'
import { initialAccountState, initialConnectionState, initialNetworkState } from './initialState.js'
import type {
  AccountState,
  CaipAddress,
  CaipNetwork,
  ConnectionState,
  ModalState,
  NetworkState,
  RecentWallet,
} from './types.js'

export type PerNamespace<T> = Record<ChainNamespace, Signal<T>>

/** One instance's state: every signal is created here, so two instances never share any. */
export type Store = {
  /** The instance's namespaces: the built-ins, then those its plugins add (one signal of each kind per namespace). */
  namespaces: readonly ChainNamespace[]
  account: PerNamespace<AccountState>
  network: PerNamespace<NetworkState>
  connection: PerNamespace<ConnectionState>
  providers: Signal<Partial<Record<ChainNamespace, unknown>>>
  activeNamespace: Signal<ChainNamespace>
  modal: Signal<ModalState>
  features: Signal<Features>
  themeMode: Signal<ThemeMode>
  themeVariables: Signal<ThemeVariables>
  recentWallets: Signal<RecentWallet[]>
  activeCaipAddress: ReadonlySignal<CaipAddress | undefined>
  activeCaipNetwork: ReadonlySignal<CaipNetwork | undefined>
  isConnected: ReadonlySignal<boolean>
  /**
   * The address a previous visit stored, shown by the account buttons only while the session restores
   * (kernel/connection/storedAccount.ts); never part of the account state.
   */
  storedAddress: Signal<string | undefined>
  /** Creation restores the stored network with it; the engine's writes are in patchState.ts. */
  patchNetwork(namespace: ChainNamespace, patch: Partial<NetworkState>): void
}

function perNamespace<T>(
  namespaces: readonly ChainNamespace[],
  make: (namespace: ChainNamespace) => T,
): PerNamespace<T> {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, signal(make(namespace))]),
  ) as PerNamespace<T>
}

/** The network a namespace starts on: the configured default when it is in that namespace, else its first. */
export function defaultNetworkOf(config: AppKitConfig, namespace: ChainNamespace): CaipNetwork | undefined {
  const inNamespace = config.networks.filter((network) => network.chainNamespace === namespace)
  return inNamespace.find((network) => network.caipNetworkId === config.defaultNetwork) ?? inNamespace[0]
}

function firstNamespace(config: AppKitConfig): ChainNamespace {
  const preferred = config.networks.find((network) => network.caipNetworkId === config.defaultNetwork)
  return (preferred ?? config.networks[0])?.chainNamespace ?? 'eip155'
}

export function createStore(config: AppKitConfig): Store {
  const namespaces = namespacesOf(config.plugins)
  const account = perNamespace(namespaces, () => initialAccountState())
  const network = perNamespace(namespaces, (namespace) =>
    initialNetworkState(
      defaultNetworkOf(config, namespace),
      config.networks.filter((entry) => entry.chainNamespace === namespace),
    ),
  )
  const connection = perNamespace(namespaces, () => initialConnectionState())
  const activeNamespace = signal<ChainNamespace>(firstNamespace(config))
  const activeCaipAddress = computed(() => account[activeNamespace.value].value.caipAddress)

  return {
    namespaces,
    account,
    network,
    connection,
    providers: signal({}),
    activeNamespace,
    modal: signal({ open: false, loading: false }),
    features: signal(config.features),
    themeMode: signal(config.themeMode),
    themeVariables: signal(config.themeVariables),
    recentWallets: signal([]),
    activeCaipAddress,
    activeCaipNetwork: computed(() => network[activeNamespace.value].value.caipNetwork),
    isConnected: computed(() => activeCaipAddress.value !== undefined),
    storedAddress: signal(undefined),
    patchNetwork(namespace, patch) {
      network[namespace].value = { ...network[namespace].value, ...patch }
    },
  }
}
