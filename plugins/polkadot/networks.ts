import { defineNetwork, type Network } from 'walletdock/networks'
import {
  LOCAL_POLKADOT_CURRENCY,
  LOCAL_POLKADOT_GENESIS_HASH,
  LOCAL_POLKADOT_SS58_PREFIX,
} from './protocol/localPolkadotChain.js'

// CAIP-2 for polkadot: the first 16 bytes of the genesis hash in hex. Each network formats addresses with its SS58
// prefix (network data).
/** SS58 prefix per network id; a network not named here uses 42, the generic substrate prefix. */
export const SS58_PREFIXES: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0,
  b0a8d493285c2df73290dfb7e61f870f: 2,
  e143f23803ac50e8f6f8e62695d1ce9e: 42,
  [LOCAL_POLKADOT_GENESIS_HASH.slice(2, 34)]: LOCAL_POLKADOT_SS58_PREFIX,
}

export const polkadot = /* #__PURE__ */ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  assets: { imageId: 'polkadot' },
  testnet: false,
})

export const kusama = /* #__PURE__ */ defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: { http: ['https://kusama-rpc.polkadot.io'], webSocket: ['wss://kusama-rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  testnet: false,
})

export const westend = /* #__PURE__ */ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: {
    default: { http: ['https://westend-rpc.polkadot.io'], webSocket: ['wss://westend-rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  testnet: true,
})

export type PolkadotLocalOptions = {
  /** The chain's HTTP URL (`polkadot.rpcUrl` of `.appkit/dev.json`); default http://127.0.0.1:4551. */
  rpcUrl?: string
}

/** The local chain of `appkit dev` (Chopsticks running the Rococo Asset Hub runtime): SS58 prefix 42, 12 decimals. */
export function polkadotLocal(options: PolkadotLocalOptions = {}): Network {
  const rpcUrl = options.rpcUrl ?? 'http://127.0.0.1:4551'
  return defineNetwork({
    id: LOCAL_POLKADOT_GENESIS_HASH.slice(2, 34),
    chainNamespace: 'polkadot',
    name: 'Polkadot Local',
    nativeCurrency: { ...LOCAL_POLKADOT_CURRENCY },
    // A Polkadot (Rococo) runtime: Polkadot's mark, as the services serve it (getAssetImage).
    assets: { imageId: 'polkadot' },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [rpcUrl.replace(/^http/, 'ws')] } },
    testnet: true,
  })
}

/** The SS58 prefix of `network`'s addresses. */
export const ss58PrefixOf = (network: Pick<Network, 'id'>): number => SS58_PREFIXES[network.id] ?? 42
