/**
 * Data each view takes; `undefined` means none. These are the kernel's and the modal's own views;
 * plugins add theirs by declaration merging, so only registered views can be opened without a type
 * error: `declare module 'walletdock/plugin' { interface ViewDataMap { MyView: { id: string } } }`.
 */
export interface ViewDataMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingExternal: { connectorId: string }
  ProfileWallets: undefined
  UnsupportedChain: undefined
  Networks: undefined
  /** A wallet installed for several namespaces: choose one, or connect them all. */
  ConnectingMultiChain: { walletId: string }
}
export type ViewName = keyof ViewDataMap

/** The views the kernel and the modal bring; every other view is a plugin's and must be registered. */
export const CORE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ProfileWallets',
  'UnsupportedChain',
  'Networks',
  'ConnectingMultiChain',
] as const satisfies readonly ViewName[]

/** The data argument: optional when a view takes none or optional data, required otherwise. */
export type ViewDataArgs<view extends ViewName> = undefined extends ViewDataMap[view]
  ? [data?: ViewDataMap[view]]
  : [data: ViewDataMap[view]]

/** One history entry: a view with its own data type. */
export type RouteEntry = { [view in ViewName]: { view: view; data: ViewDataMap[view] } }[ViewName]

export type TransitionDirection = 'next' | 'prev'

/** What a view's component receives: its own data, typed by the view's name. */
export type ViewProps<view extends ViewName> = { data: ViewDataMap[view] }
