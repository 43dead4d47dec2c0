import { defineNetwork } from './defineNetwork.js'

// Each network is its own export, so unused ones tree-shake away. The values are viem's chains
// (`viem/chains`) in the spec's shape, written out so the first bundle does not carry viem's chain
// objects; eip155.test.ts checks they still equal fromViemChain of viem's. imageId names the network
// icon on the services API (`getAssetImage/{imageId}`).
export const mainnet = /* #__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: false,
})
export const sepolia = /* #__PURE__ */ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://11155111.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  assets: { imageId: 'sepolia' },
  testnet: true,
})
export const arbitrum = /* #__PURE__ */ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageId: 'arbitrum' },
  testnet: false,
})
export const optimism = /* #__PURE__ */ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  assets: { imageId: 'optimism' },
  testnet: false,
})
export const base = /* #__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageId: 'base' },
  testnet: false,
})
export const polygon = /* #__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageId: 'polygon' },
  testnet: false,
})
export const bsc = /* #__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  assets: { imageId: 'bsc' },
  testnet: false,
})
export const avalanche = /* #__PURE__ */ defineNetwork({
  id: 43114,
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  assets: { imageId: 'avalanche' },
  testnet: false,
})
export const gnosis = /* #__PURE__ */ defineNetwork({
  id: 100,
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  assets: { imageId: 'gnosis' },
  testnet: false,
})
export const zksync = /* #__PURE__ */ defineNetwork({
  id: 324,
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  assets: { imageId: 'zksync' },
  testnet: false,
})
export const linea = /* #__PURE__ */ defineNetwork({
  id: 59144,
  chainNamespace: 'eip155',
  name: 'Linea Mainnet',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'], webSocket: ['wss://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://lineascan.build' } },
  assets: { imageId: 'linea' },
  testnet: false,
})
export const scroll = /* #__PURE__ */ defineNetwork({
  id: 534352,
  chainNamespace: 'eip155',
  name: 'Scroll',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.scroll.io'], webSocket: ['wss://wss-rpc.scroll.io/ws'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  assets: { imageId: 'scroll' },
  testnet: false,
})
