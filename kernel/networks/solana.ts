import type { Network } from '../config/schema.js'
import {
  LOCAL_SOLANA_GENESIS_HASH,
  LOCAL_SOLANA_RPC_URL,
  LOCAL_SOLANA_WS_URL,
} from '../protocol/localSolanaChain.js'
import { defineNetwork } from './defineNetwork.js'

// CAIP-30: a Solana network's id is the first 32 characters of its genesis hash.
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export const solana = /* #__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  assets: { imageId: 'solana' },
  testnet: false,
})

export const solanaDevnet = /* #__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
})

export const solanaTestnet = /* #__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  assets: { imageId: 'solana' },
  testnet: true,
})

export type SolanaLocalnetOptions = {
  /** The chain's HTTP RPC; defaults to appkit dev's on port base 4000 (4547). */
  rpcUrl?: string | undefined
  /** Its websocket; defaults to the RPC's port + 1, where web3.js looks for it. */
  wsUrl?: string | undefined
}

/** The local Solana chain `appkit dev` runs (litesvm), at its default ports or the ones given. */
export function solanaLocalnet(options: SolanaLocalnetOptions = {}): Network {
  const rpcUrl = options.rpcUrl ?? LOCAL_SOLANA_RPC_URL
  let wsUrl = options.wsUrl ?? LOCAL_SOLANA_WS_URL
  if (options.rpcUrl && !options.wsUrl) {
    const url = new URL(options.rpcUrl)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    if (url.port) url.port = String(Number(url.port) + 1)
    wsUrl = url.toString().replace(/\/$/, '')
  }
  return defineNetwork({
    id: LOCAL_SOLANA_GENESIS_HASH.slice(0, 32),
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    // It stands in for Solana: Solana's mark.
    assets: { imageId: 'solana' },
    testnet: true,
  })
}
