/** The dev wallet's one import site in the first bundle (see lazy.ts). */
export const loadLazy = () => import('./lazy.js')
