/** The solana plugin's one import site in the first bundle (see lazy.ts), for the plugin and its helpers. */
export const loadLazy = () => import('./lazy.js')
