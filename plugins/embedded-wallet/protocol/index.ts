// walletdock/plugins/embedded-wallet/protocol: the embedded wallet's wire contracts, shared by the plugin
// and its secure site (services/secureSite): the frame protocol, the auth API, the smart-account networks and
// the chains the site serves with its own RPC.
// Published for anyone who hosts their own secure site (docs/embedded-wallet.md).
export * from './embeddedAuth.js'
export * from './secureFrame.js'
export * from './smartAccounts.js'
export * from './trustedChains.js'
