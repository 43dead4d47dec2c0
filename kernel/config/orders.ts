// The configurable orders' names, for the schema and the modal's content: kept out of defaults.ts,
// whose values the first bundle needs, so these load only with the engine or the modal's content.

/** spec data: spec section 2's ways into Connect that `features.connectMethodsOrder` may list, in the default order. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const // spec data: the values of `features.connectMethodsOrder` (spec 9), kept for AppKit migration
/** A way into Connect of spec section 2 (the one list above). */
export type ConnectMethodName = (typeof CONNECT_METHODS)[number]
/** spec section 2: with injected or announced wallets shown, the wallet list comes first, the others keep their order. */
export const CONNECT_METHODS_WALLETS_FIRST: readonly ConnectMethodName[] = [
  'wallet',
  ...CONNECT_METHODS.filter((method) => method !== 'wallet'),
]
/** spec section 9, wallet features: the Account view's actions `features.walletFeaturesOrder` may list. */
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const // spec data: the values of `features.walletFeaturesOrder` (spec 9), kept for AppKit migration
