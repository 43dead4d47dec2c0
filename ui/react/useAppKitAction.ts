import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { AppKit } from '../../kernel/createAppKit.js'
import type { SwitchNetworkErrorType } from '../../kernel/network/switchNetwork.js'
import type { CaipNetwork, CaipNetworkId } from '../../kernel/store/types.js'
import { useAppKitInstance } from './AppKitProvider.js'
import { type ActionRunner, type ActionState, createActionRunner } from './actionRunner.js'

export type { AppKitActionCallbacks, AppKitActionStatus } from './actionRunner.js'

/**
 * An action hook's answer, in the shape wagmi users know: `mutate` runs the action and reports through
 * the state (its failure is in `error`, never thrown), `mutateAsync` returns its promise too, `reset`
 * goes back to idle.
 */
export type UseAppKitActionReturnType<data, error, variables> = ActionState<data, error, variables> &
  Pick<ActionRunner<data, error, variables>, 'mutate' | 'mutateAsync' | 'reset'>

/**
 * The building block of action hooks: `action(appKit, variables)` runs against the provider's instance
 * (the latest `action` given, so an inline function is fine). Only the latest call's result lands in the
 * state. Plugins build their hooks on it (walletdock/plugins/evm/react).
 */
export function useAppKitAction<data, error = Error, variables = void>(
  action: (appKit: AppKit, variables: variables) => Promise<data>,
): UseAppKitActionReturnType<data, error, variables> {
  const appKit = useAppKitInstance()
  const current = useRef({ action, appKit })
  current.current = { action, appKit }
  const [runner] = useState(() =>
    createActionRunner<data, error, variables>((variables) =>
      current.current.action(current.current.appKit, variables),
    ),
  )
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState)
  return useMemo(
    () => ({ ...state, mutate: runner.mutate, mutateAsync: runner.mutateAsync, reset: runner.reset }),
    [state, runner],
  )
}

export type UseSwitchNetworkVariables = { network: CaipNetwork | CaipNetworkId }
/** NetworkNotFoundError (walletdock/errors) for a network not in the config, or what the wallet refused with. */
export type UseSwitchNetworkErrorType = SwitchNetworkErrorType
export type UseSwitchNetworkReturnType = UseAppKitActionReturnType<
  CaipNetwork,
  UseSwitchNetworkErrorType,
  UseSwitchNetworkVariables
>

/** Switches the active network (any namespace's): `mutate({ network: 'eip155:10' })`; `data` is the new network. */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  return useAppKitAction<CaipNetwork, UseSwitchNetworkErrorType, UseSwitchNetworkVariables>(
    (appKit, { network }) => appKit.switchNetwork(network),
  )
}
