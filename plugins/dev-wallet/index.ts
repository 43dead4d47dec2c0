export type { DevSolanaAccount } from './createDevSolanaWallet.js'
export { DevProviderError } from './devProviderError.js'
export { DEV_WALLET_RDNS, type DevWalletOptions, devWallet } from './devWallet.js'
export { DevWalletNotLocalError } from './devWalletNotLocalError.js'
