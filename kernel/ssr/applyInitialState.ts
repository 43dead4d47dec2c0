import { batch } from '@preact/signals-core'
import type { AppKit } from '../appKit.js'
import { type Kernel, kernelOf } from '../internal.js'
import type { ChainNamespace } from '../namespaces.js'
import { patchAccount, patchConnection } from '../store/patchState.js'
import { type AppKitInitialState, initialAccountFields } from './initialState.js'

/**
 * Puts the server's initial state into a browser instance before its first render, so hydration and
 * the renders after it show the account the server showed (no disconnected paint). A namespace that
 * already has an account, or whose network is not configured, is left as it is. The stored session
 * then reconnects as usual: the wallet confirms the account, or the namespace disconnects.
 */
export function applyInitialState(appKit: AppKit, state: AppKitInitialState): void {
  applyInitialStateTo(kernelOf(appKit), state)
}

/** applyInitialState on an instance's parts (createAppKit applies a stored session before the instance exists). */
export function applyInitialStateTo(
  { store, config }: Pick<Kernel, 'store' | 'config'>,
  state: AppKitInitialState,
): void {
  batch(() => {
    for (const [key, entry] of Object.entries(state.accounts)) {
      const namespace = key as ChainNamespace
      const fields = initialAccountFields(state, namespace)
      const caipNetwork = config.networks.find((network) => network.caipNetworkId === entry?.caipNetworkId)
      if (!fields || !caipNetwork || !store.namespaces.includes(namespace)) continue
      if (store.account[namespace].value.caipAddress !== undefined) continue
      store.patchNetwork(namespace, { caipNetwork })
      patchConnection(store, namespace, { status: fields.status })
      patchAccount(store, namespace, fields)
    }
    if (store.namespaces.includes(state.activeNamespace) && state.accounts[state.activeNamespace])
      store.activeNamespace.value = state.activeNamespace
  })
}
