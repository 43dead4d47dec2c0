// walletdock/protocol: the kernel's own wire contracts (the services API the kernel and its plugins call).
// A feature's contracts live in its plugin's protocol/ folder (plugins/embedded-wallet/protocol, ...).
export * from './blockchainApi.js'
export * from './walletService.js'
