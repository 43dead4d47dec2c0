/**
 * The address prefixes of the Bitcoin networks the plugin knows, by CAIP-2 id (`bip122:` + the first 32 hex
 * characters of the genesis hash): the bech32 prefix of segwit addresses and the base58 version bytes of P2PKH
 * and P2SH ones. Shared by the plugin and the services, which check sign-in signatures against them.
 */
export type Bip122AddressFormat = { bech32: string; pubKeyHash: number; scriptHash: number }

const TEST = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 }

export const BIP122_ADDRESS_FORMATS: Readonly<Record<string, Bip122AddressFormat>> = {
  // mainnet
  'bip122:000000000019d6689c085ae165831e93': { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  // testnet3, and signet with testnet's prefixes
  'bip122:000000000933ea01ad0ee984209779ba': TEST,
  'bip122:00000008819873e925422c1ff0f99f7c': TEST,
  // the local chain of `appkit dev` (bcoin's regtest: `rb`, not Bitcoin Core's `bcrt`)
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { bech32: 'rb', pubKeyHash: 0x3c, scriptHash: 0x26 },
}
