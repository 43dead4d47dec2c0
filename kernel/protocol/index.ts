export * from './blockchainApi.js'
export * from './devStack.js'
export * from './relay.js'
export * from './walletService.js'
