/**
 * Every chunk the dev wallet loads after attach, behind the first bundle's one import site: the host's
 * bundler writes a list of chunk files for each `import()` in the first chunks, so they name this file only.
 */
export const loadDevProvider = () => import('./createDevProvider.js')
export const loadDevSolanaMethods = () => import('./devSolanaMethods.js')
export const loadNotLocalError = () => import('./devWalletNotLocalError.js')
