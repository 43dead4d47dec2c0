import type { Network } from 'bitcoinjs-lib'

const MESSAGE_PREFIX = '\x18Bitcoin Signed Message:\n'
const TEST_BIP32 = { public: 0x043587cf, private: 0x04358394 }

/** bitcoinjs-lib's network parameters for each CAIP-2 id the plugin knows. */
export const BITCOINJS_NETWORKS: Readonly<Record<string, Network>> = {
  // mainnet
  'bip122:000000000019d6689c085ae165831e93': {
    messagePrefix: MESSAGE_PREFIX,
    bech32: 'bc',
    bip32: { public: 0x0488b21e, private: 0x0488ade4 },
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    wif: 0x80,
  },
  // testnet3 and signet share testnet's address prefixes
  'bip122:000000000933ea01ad0ee984209779ba': {
    messagePrefix: MESSAGE_PREFIX,
    bech32: 'tb',
    bip32: TEST_BIP32,
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    wif: 0xef,
  },
  'bip122:00000008819873e925422c1ff0f99f7c': {
    messagePrefix: MESSAGE_PREFIX,
    bech32: 'tb',
    bip32: TEST_BIP32,
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    wif: 0xef,
  },
  // the local chain of `appkit dev`: bcoin's regtest, whose prefixes differ from Bitcoin Core's (rb, not bcrt)
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': {
    messagePrefix: MESSAGE_PREFIX,
    bech32: 'rb',
    bip32: { public: 0xeab4fa05, private: 0xeab404c7 },
    pubKeyHash: 0x3c,
    scriptHash: 0x26,
    wif: 0x5a,
  },
}

export function bitcoinjsNetworkOf(caip2: string): Network {
  const network = BITCOINJS_NETWORKS[caip2]
  if (!network) throw new Error(`no Bitcoin network parameters for ${caip2}`)
  return network
}
