export { defineAppKitElements } from '../elements/buttons.js'
export { AppKitButton, type AppKitButtonProps } from './AppKitButton.js'
export { AppKitProvider, type AppKitProviderProps } from './AppKitProvider.js'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  type UseAppKitBalanceReturnType,
  type UseAppKitConnectionsReturnType,
  type UseAppKitEventsReturnType,
  type UseAppKitNetworkReturnType,
  type UseAppKitProviderReturnType,
  type UseAppKitReturnType,
  type UseAppKitStateReturnType,
  type UseAppKitThemeReturnType,
  type UseDisconnectReturnType,
  type UseWalletInfoReturnType,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './hooks.js'
export {
  type AppKitActionCallbacks,
  type AppKitActionStatus,
  type UseAppKitActionReturnType,
  type UseSwitchNetworkErrorType,
  type UseSwitchNetworkReturnType,
  type UseSwitchNetworkVariables,
  useAppKitAction,
  useSwitchNetwork,
} from './useAppKitAction.js'
