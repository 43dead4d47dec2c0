/** Arguments a caller may open Swap with (spec section 2: "Swap (opened with swap arguments as data)"). */
export type SwapArguments = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

/**
 * Data each view takes; `undefined` means none. Plugins add their views by declaration merging:
 * `declare module 'walletdock' { interface ViewDataMap { MyView: { id: string } } }`.
 */
export interface ViewDataMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingWalletConnect: { walletId: string } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingFarcaster: undefined
  ConnectingExternal: { connectorId: string }
  EmailLogin: undefined
  ProfileWallets: undefined
  UpdateEmailWallet: { email: string }
  UnsupportedChain: undefined
  ApproveTransaction: undefined
  Swap: SwapArguments | undefined
  SIWXSignMessage: undefined
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: { name: string }
  Networks: undefined
}

export type ViewName = keyof ViewDataMap

/** The data argument: optional when a view takes none or optional data, required otherwise. */
export type ViewDataArgs<view extends ViewName> = undefined extends ViewDataMap[view]
  ? [data?: ViewDataMap[view]]
  : [data: ViewDataMap[view]]

/** One history entry: a view with its own data type. */
export type RouteEntry = { [view in ViewName]: { view: view; data: ViewDataMap[view] } }[ViewName]

export type TransitionDirection = 'next' | 'prev'
