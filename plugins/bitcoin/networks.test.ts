import { expect, it } from 'vitest'
import { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks.js'

// The genesis block hashes (block 0 of each chain), written out here rather than taken from the plugin.
const GENESIS = {
  mainnet: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  testnet3: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  signet: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
}

it('spec section 9: Bitcoin mainnet and testnet are bip122 networks named by their genesis block (CAIP-2)', () => {
  const ids = [
    [bitcoin, GENESIS.mainnet],
    [bitcoinTestnet, GENESIS.testnet3],
    [bitcoinSignet, GENESIS.signet],
    [bitcoinRegtest(), GENESIS.regtest],
  ] as const
  for (const [network, genesis] of ids) {
    expect(network.chainNamespace).toBe('bip122')
    expect(network.caipNetworkId).toBe(`bip122:${genesis.slice(0, 32)}`)
    expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
  }
  expect([bitcoin.testnet, bitcoinTestnet.testnet]).toEqual([false, true])
})
