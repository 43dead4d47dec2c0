import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ThemeMode, ThemeVariables } from '../../kernel/config/schema.js'
import type { AppKitAccount, AppKitNetwork, AppKitState } from '../../kernel/createAppKit.js'
import type { LifecycleEvent } from '../../kernel/hooks/types.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import type { OpenOptions } from '../../kernel/router/createModal.js'
import { initialAccountFields } from '../../kernel/ssr/initialState.js'
import { defaultNetworkOf } from '../../kernel/store/createStore.js'
import { initialAccountState } from '../../kernel/store/initialState.js'
import type { CaipNetwork, CaipNetworkId, ConnectedWalletInfo, Connection } from '../../kernel/store/types.js'
import { useAppKitContext, useAppKitInstance } from './AppKitProvider.js'
import {
  accountSignal,
  connectionsSignal,
  networkSignal,
  providerSignal,
  stateSignal,
  themeSignal,
  walletInfoSignal,
} from './selectors.js'
import { useSignal } from './useSignal.js'

export type UseAppKitReturnType = {
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  /** Starts loading the modal (call on hover or focus of your own opener). */
  prefetch(): void
}

/** Opens and closes the modal, as AppKit's hook of the same name does. */
export function useAppKit(): UseAppKitReturnType {
  const { appKit, prefetch } = useAppKitContext()
  return useMemo(() => ({ open: appKit.open, close: appKit.close, prefetch }), [appKit, prefetch])
}

export type UseAppKitStateReturnType = AppKitState

/** The modal's state: open, loading, the selected namespace and the current view. */
export function useAppKitState(): UseAppKitStateReturnType {
  const appKit = useAppKitInstance()
  const serverState = useCallback(
    (): AppKitState => ({ ...appKit.getState(), open: false, loading: false }),
    [appKit],
  )
  return useSignal(stateSignal(appKit), serverState)
}

export type UseAppKitAccountParameters = { namespace?: ChainNamespace }
export type UseAppKitAccountReturnType = AppKitAccount

const serverAccounts = new WeakMap<object, Map<string, AppKitAccount>>()

/** A server-side value made once per source and initial state (snapshots must stay referentially stable). */
function cached<value>(
  cache: WeakMap<object, Map<string, value>>,
  source: object,
  key: string,
  make: () => value,
) {
  let entries = cache.get(source)
  if (!entries) {
    entries = new Map()
    cache.set(source, entries)
  }
  let entry = entries.get(key)
  if (entry === undefined) {
    entry = make()
    entries.set(key, entry)
  }
  return entry
}

/** The connected account of a namespace (default: the active one), as AppKit's useAppKitAccount. */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const { appKit, initialState } = useAppKitContext()
  const source = accountSignal(appKit, parameters.namespace)
  // A server knows no wallet: it renders the initial state's account (from the request's cookie), else
  // the disconnected one; hydration renders the same.
  const serverAccount = useCallback(() => {
    const namespace = parameters.namespace ?? initialState?.activeNamespace ?? source.peek().namespace
    const fields = initialState && initialAccountFields(initialState, namespace)
    return cached(serverAccounts, source, `${namespace}:${fields?.caipAddress ?? ''}`, () => ({
      ...initialAccountState(),
      ...fields,
      namespace,
      isConnected: fields !== undefined,
      allAccounts: [],
    }))
  }, [source, initialState, parameters.namespace])
  return useSignal(source, serverAccount)
}

export type UseAppKitNetworkReturnType = AppKitNetwork & {
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<CaipNetwork>
}

const serverNetworks = new WeakMap<object, Map<string, AppKitNetwork>>()

/** The active network and a way to switch it. */
export function useAppKitNetwork(parameters: UseAppKitAccountParameters = {}): UseAppKitNetworkReturnType {
  const { appKit, initialState } = useAppKitContext()
  const source = networkSignal(appKit, parameters.namespace)
  // A server knows no stored network but the initial state's: it renders that, else the configured
  // default, and so does hydration.
  const serverNetwork = useCallback(() => {
    const namespace = parameters.namespace ?? initialState?.activeNamespace ?? source.peek().namespace
    const stored = initialState?.accounts[namespace]?.caipNetworkId
    return cached(serverNetworks, source, `${namespace}:${stored ?? ''}`, () => {
      const caipNetwork =
        appKit.config.networks.find((network) => network.caipNetworkId === stored) ??
        defaultNetworkOf(appKit.config, namespace)
      return { namespace, caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
    })
  }, [source, appKit, initialState, parameters.namespace])
  const network = useSignal(source, serverNetwork)
  return useMemo(() => ({ ...network, switchNetwork: appKit.switchNetwork }), [network, appKit])
}

export type UseAppKitProviderReturnType<provider> = { walletProvider: provider | undefined }

/** The connected wallet's provider of a namespace (EIP-1193 for eip155). */
export function useAppKitProvider<provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<provider> {
  const appKit = useAppKitInstance()
  const walletProvider = useSignal(providerSignal(appKit, namespace), () => undefined) as provider | undefined
  return { walletProvider }
}

export type UseDisconnectReturnType = {
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: (parameters) => appKit.disconnect(parameters?.namespace) }), [appKit])
}

export type UseAppKitEventsReturnType =
  | { timestamp: number; data: { event: string; properties: unknown } }
  | undefined

/** The latest lifecycle event (open, close, connected, networkChanged, ...). */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const appKit = useAppKitInstance()
  const [event, setEvent] = useState<UseAppKitEventsReturnType>(undefined)
  useEffect(
    () =>
      appKit.subscribeEvents((next: LifecycleEvent) =>
        setEvent({ timestamp: next.timestamp, data: { event: next.name, properties: next.payload } }),
      ),
    [appKit],
  )
  return event
}

export type UseWalletInfoReturnType = { walletInfo: ConnectedWalletInfo | undefined }

export function useWalletInfo(): UseWalletInfoReturnType {
  const appKit = useAppKitInstance()
  return { walletInfo: useSignal(walletInfoSignal(appKit), () => undefined) }
}

export type UseAppKitThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const theme = useSignal(themeSignal(appKit))
  return useMemo(
    () => ({ ...theme, setThemeMode: appKit.setThemeMode, setThemeVariables: appKit.setThemeVariables }),
    [theme, appKit],
  )
}

export type UseAppKitBalanceReturnType = {
  fetchBalance(): Promise<
    | { data: { balance: string; symbol: string }; error: null; isSuccess: true }
    | { data: undefined; error: string; isSuccess: false }
  >
}

/** Reads the active account's balance as the kernel holds it (adapters keep it fresh). */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      async fetchBalance() {
        const account = appKit.getAccount()
        if (!account.isConnected)
          return { data: undefined, error: 'No account connected', isSuccess: false as const }
        if (account.balance === undefined)
          return { data: undefined, error: 'Token Balance Unavailable', isSuccess: false as const }
        return {
          data: { balance: account.balance, symbol: account.balanceSymbol ?? '' },
          error: null,
          isSuccess: true as const,
        }
      },
    }),
    [appKit],
  )
}

export type UseAppKitConnectionsReturnType = { connections: Connection[] }

export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const appKit = useAppKitInstance()
  const empty = useMemo<Connection[]>(() => [], [])
  return { connections: useSignal(connectionsSignal(appKit, namespace), () => empty) }
}
