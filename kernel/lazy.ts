/**
 * The chunks createAppKit loads after creation, behind the first bundle's one import site for them: the
 * host's bundler writes a list of chunk files for each `import()` in the first chunks, so they name this file only.
 */
export const loadStart = () => import('./start.js')
export const loadAlertCatalogue = () => import('./alerts/catalogue.js')
