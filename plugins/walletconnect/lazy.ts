/**
 * Every chunk the plugin loads after attach, behind the first bundle's one import site: the host's
 * bundler writes a list of chunk files for each `import()` in the first chunks, so they name this file only.
 */
export const loadSetup = () => import('./setupWalletConnect.js')
export const loadConnectingView = () => import('./ConnectingWalletConnect.js')
