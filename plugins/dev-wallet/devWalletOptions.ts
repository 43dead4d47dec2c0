/** One of the local Polkadot chain's dev accounts (`polkadot.accounts` of `.appkit/dev.json`). */
export type DevPolkadotAccount = {
  address: string
  type: 'sr25519' | 'ed25519'
  /** The secret URI (anvil's public mnemonic and a derivation path): local chains only. */
  devOnlyUri: string
}
