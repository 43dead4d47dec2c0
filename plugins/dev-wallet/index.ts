export { DevProviderError } from './createDevProvider.js'
export { DEV_WALLET_RDNS, DevWalletNotLocalError, devWallet } from './devWallet.js'
