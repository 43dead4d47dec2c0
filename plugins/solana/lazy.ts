/**
 * Every chunk the solana plugin and its helpers load after attach, behind the first bundle's one
 * import site: the host's bundler writes a list of chunk files for each `import()` in the first
 * chunks, so they name this file only.
 */
export const loadSetupSolana = () => import('./setupSolana.js')
export const loadConnectedProvider = () => import('./actions/connectedProvider.js')
