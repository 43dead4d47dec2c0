// Its own module, so the instance's shell (which gates multi-wallet views) does not load the catalogue.
/** spec section 8: the info alert of multi-wallet functions without the multiWallet feature. */
export const MULTI_WALLET_NOT_ENABLED = {
  id: 'multiWalletNotEnabled',
  shortMessage: 'Multi-Wallet Not Enabled',
  longMessage: 'Multi-wallet support is not enabled. Enable it in the project configuration.',
  type: 'info',
} as const
