/** The Wallet Standard's chain names for Bitcoin, by CAIP-2 id. */
export const WALLET_STANDARD_BITCOIN_CHAINS: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}
/** The network names the injected wallets (sats-connect, Unisat, Leather) use, by CAIP-2 id. */
export const INJECTED_NETWORK_NAMES: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}
