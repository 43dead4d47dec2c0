// walletdock/plugins/embedded-wallet/protocol: the embedded wallet's wire contracts, shared by the plugin
// and its secure site (services/secureSite): the frame protocol, the auth API and the smart-account networks.
// Published for anyone who hosts their own secure site (docs/embedded-wallet.md).
export * from './embeddedAuth.js'
export * from './secureFrame.js'
export * from './smartAccounts.js'
