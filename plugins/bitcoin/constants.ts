/**
 * The network names the wallets use, by CAIP-2 id: the injected ones (sats-connect, Unisat, Leather) as they are, the
 * Wallet Standard's chains with a `bitcoin:` prefix (`bitcoin:mainnet`).
 */
export const INJECTED_NETWORK_NAMES: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}
