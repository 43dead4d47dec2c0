// walletdock/ssr: server rendering without a disconnected first paint (docs/ssr.md). In the browser,
// `storage: cookieStorage` keeps the session in cookies; on the server, cookieToInitialState reads it
// from the request, and <AppKitProvider initialState> renders it.
export { type CreateCookieStorageParameters, cookieStorage, createCookieStorage } from './cookieStorage.js'
export { cookieToInitialState, MAX_COOKIE_HEADER_BYTES } from './cookieToInitialState.js'
export type { AppKitInitialState } from './initialState.js'
