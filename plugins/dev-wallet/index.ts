export type { DevSolanaAccount } from './createDevSolanaWallet.js'
export { DevProviderError } from './devProviderError.js'
export { DEV_WALLET_RDNS, DevWalletNotLocalError, type DevWalletOptions, devWallet } from './devWallet.js'
