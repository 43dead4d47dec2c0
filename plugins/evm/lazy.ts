/**
 * Every chunk the evm plugin and its helpers load after attach, behind the first bundle's one import
 * site: the host's bundler writes a list of chunk files for each `import()` in the first chunks, so they
 * name this file only.
 */
export const loadSetupEvm = () => import('./setupEvm.js')
export const loadRunWithWalletClient = () => import('./actions/runWithWalletClient.js')
