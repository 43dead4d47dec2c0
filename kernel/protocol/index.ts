export * from './blockchainApi.js'
export * from './walletService.js'
