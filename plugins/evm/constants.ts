// What attach (the first bundle) reads; the setup's own constants are in setupConstants.ts.
export { PROVIDER_ERROR_CODES } from 'walletdock/errors'

/** The connector id of the plain `window.ethereum` wallet; announced wallets use their rdns. */
export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_WALLET_NAME = 'Browser Wallet'
