// The local Polkadot chain of `appkit dev` (services/chain/polkadot): what the plugin, the dev wallet, the services and
// the tests share about it. Constants only, importing nothing.

/**
 * Its genesis hash as the chain reports it (`chain_getBlockHash(0)`): Chopsticks runs the Rococo Asset Hub runtime from
 * the raw chain spec that `@substrate/connect-known-chains` ships and names the genesis block it builds from a spec
 * 0x4545…45, the same at every start. Transactions sign over it (CheckGenesis), so wallets use this one.
 */
export const LOCAL_POLKADOT_GENESIS_HASH = `0x${'45'.repeat(32)}`
/** The SS58 prefix of its addresses (the generic substrate prefix). */
export const LOCAL_POLKADOT_SS58_PREFIX = 42
export const LOCAL_POLKADOT_CURRENCY = { name: 'Rococo', symbol: 'ROC', decimals: 12 } as const
/** What each dev account holds at start: 1000 ROC in plancks. */
export const LOCAL_POLKADOT_DEV_BALANCE = 1000n * 10n ** 12n

export type DevPolkadotAccount = {
  /** SS58, prefix 42. */
  address: string
  type: 'sr25519' | 'ed25519'
  /** The secret URI (anvil's public mnemonic and a derivation path): local chains only. */
  devOnlyUri: string
}

const MNEMONIC = 'test test test test test test test test test test test junk'
/** The funded dev accounts: two sr25519 and one ed25519, derived from anvil's public mnemonic. */
export const DEV_POLKADOT_ACCOUNTS: readonly DevPolkadotAccount[] = [
  {
    address: '5Gpg3hhPkyPRSwQc5EYprccoJ81fzEdUQqbtsY25RMezaPjb',
    type: 'sr25519',
    devOnlyUri: `${MNEMONIC}//0`,
  },
  {
    address: '5E47G5ZWvGJ1KQe8jAq9LVrEowZgewww6TX4mtRCbLegRaPH',
    type: 'sr25519',
    devOnlyUri: `${MNEMONIC}//1`,
  },
  {
    address: '5FCEqUutNvLMozE5vEZxwnGLtGPn9T7aSgAKM43JVN2FKFth',
    type: 'ed25519',
    devOnlyUri: `${MNEMONIC}//2`,
  },
]
