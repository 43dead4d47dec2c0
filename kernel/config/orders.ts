// The configurable orders' names, for the schema and the modal's content: kept out of defaults.ts,
// whose values the first bundle needs, so these load only with the engine or the modal's content.

/** spec section 2: the ways into Connect that `features.connectMethodsOrder` may list. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const // spec data: the values of `features.connectMethodsOrder` (spec 9), kept for AppKit migration
/** spec section 9, wallet features: the Account view's actions `features.walletFeaturesOrder` may list. */
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const // spec data: the values of `features.walletFeaturesOrder` (spec 9), kept for AppKit migration
