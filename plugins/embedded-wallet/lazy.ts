/**
 * Every chunk the plugin loads after attach, behind the first bundle's one import site: the host's
 * bundler writes a list of chunk files for each `import()` in the first chunks, so they name this file only.
 */
export const loadStart = () => import('./startEmbeddedWallet.js')
export const loadEmailSignIn = () => import('./EmailSignIn.js')
export const loadSocialSignIn = () => import('./SocialSignIn.js')
export const loadFarcasterSignIn = () => import('./FarcasterSignIn.js')
