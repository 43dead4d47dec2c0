import { computed, type ReadonlySignal } from '@preact/signals-core'
import type { AppKit, AppKitAccount, AppKitNetwork, AppKitState } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import type { ConnectedWalletInfo, Connection } from '../../kernel/store/types.js'

/**
 * Computed views of an instance's state for the hooks, made once per instance and key so snapshots
 * stay referentially stable between renders (useSyncExternalStore needs that).
 */
const cache = new WeakMap<AppKit, Map<string, ReadonlySignal<unknown>>>()

function memo<value>(appKit: AppKit, key: string, make: () => ReadonlySignal<value>): ReadonlySignal<value> {
  let entries = cache.get(appKit)
  if (!entries) {
    entries = new Map()
    cache.set(appKit, entries)
  }
  let entry = entries.get(key)
  if (!entry) {
    entry = make()
    entries.set(key, entry)
  }
  return entry as ReadonlySignal<value>
}

export function stateSignal(appKit: AppKit): ReadonlySignal<AppKitState> {
  return kernelOf(appKit).state
}

export function accountSignal(appKit: AppKit, namespace?: ChainNamespace): ReadonlySignal<AppKitAccount> {
  return memo(appKit, `account:${namespace ?? '*'}`, () => {
    const { store } = kernelOf(appKit)
    return computed(() => {
      // Reading the signals inside computed() tracks them; getAccount() reads the same state.
      const active = namespace ?? store.activeNamespace.value
      void store.account[active].value
      void store.connection[active].value
      return appKit.getAccount(active)
    })
  })
}

export function networkSignal(appKit: AppKit, namespace?: ChainNamespace): ReadonlySignal<AppKitNetwork> {
  return memo(appKit, `network:${namespace ?? '*'}`, () => {
    const { store } = kernelOf(appKit)
    return computed(() => {
      const active = namespace ?? store.activeNamespace.value
      void store.network[active].value
      return appKit.getNetwork(active)
    })
  })
}

export function connectionsSignal(appKit: AppKit, namespace?: ChainNamespace): ReadonlySignal<Connection[]> {
  return memo(appKit, `connections:${namespace ?? '*'}`, () => {
    const { store } = kernelOf(appKit)
    return computed(() => store.connection[namespace ?? store.activeNamespace.value].value.connections)
  })
}

export function providerSignal(appKit: AppKit, namespace: ChainNamespace): ReadonlySignal<unknown> {
  return memo(appKit, `provider:${namespace}`, () => {
    const { store } = kernelOf(appKit)
    return computed(() => store.providers.value[namespace])
  })
}

export function walletInfoSignal(appKit: AppKit): ReadonlySignal<ConnectedWalletInfo | undefined> {
  return memo(appKit, 'walletInfo', () => {
    const { store } = kernelOf(appKit)
    return computed(() => store.account[store.activeNamespace.value].value.connectedWalletInfo)
  })
}

export function themeSignal(appKit: AppKit) {
  return memo(appKit, 'theme', () => {
    const { store } = kernelOf(appKit)
    return computed(() => ({ themeMode: store.themeMode.value, themeVariables: store.themeVariables.value }))
  })
}
