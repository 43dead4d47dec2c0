import type { DevBitcoinAccount } from './createDevBitcoinWallet.js'
import type { DevSolanaAccount } from './createDevSolanaWallet.js'

/** One of the local Polkadot chain's dev accounts (`polkadot.accounts` of `.appkit/dev.json`). */
export type DevPolkadotAccount = {
  address: string
  type: 'sr25519' | 'ed25519'
  /** The secret URI (anvil's public mnemonic and a derivation path): local chains only. */
  devOnlyUri: string
}

/** devWallet()'s options: the local chains' dev accounts of each side other than EVM (the EVM side uses the node's). */
export type DevWalletOptions = {
  /** The local Solana chain's dev accounts (`solana.accounts` of `.appkit/dev.json`): the dev wallet also registers a Wallet Standard wallet holding them. */
  solana?: { accounts: readonly DevSolanaAccount[] } | undefined
  /** The local Polkadot chain's dev accounts (`polkadot.accounts` of `.appkit/dev.json`): the dev wallet also injects a polkadot-js-API extension holding them. */
  polkadot?: { accounts: readonly DevPolkadotAccount[] } | undefined
  /** The local Bitcoin chain's dev keys (`bitcoin.accounts` of `.appkit/dev.json`): the dev wallet also registers a Wallet Standard bitcoin wallet holding them, for the config's loopback bip122 networks. */
  bitcoin?: { accounts: readonly DevBitcoinAccount[] } | undefined
}
