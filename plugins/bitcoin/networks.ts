import type { Network } from 'walletdock/plugin'

// CAIP-2 for Bitcoin (bip122): the first 32 hex characters of the genesis block's hash.
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
/** Where `appkit dev` serves the local chain's esplora API at the default port base (4000 + 550). */
export const LOCAL_BITCOIN_ESPLORA_URL = 'http://127.0.0.1:4550'

const bitcoinNetwork = (
  id: string,
  name: string,
  esploraUrl: string,
  explorerUrl: string | undefined,
  testnet: boolean,
): Network => ({
  id,
  caipNetworkId: `bip122:${id}`,
  chainNamespace: 'bip122',
  name,
  nativeCurrency: BTC,
  // Bitcoin's mark (the services' getAssetImage), on the test chains and the local regtest chain too.
  assets: { imageId: 'bitcoin' },
  // The esplora API of the network: balances, UTXOs and broadcast are read there.
  rpcUrls: { default: { http: [esploraUrl] } },
  ...(explorerUrl ? { blockExplorers: { default: { name: 'mempool.space', url: explorerUrl } } } : {}),
  testnet,
})

export const bitcoin = /* #__PURE__ */ bitcoinNetwork(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'https://mempool.space/api',
  'https://mempool.space',
  false,
)
export const bitcoinTestnet = /* #__PURE__ */ bitcoinNetwork(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'https://mempool.space/testnet/api',
  'https://mempool.space/testnet',
  true,
)
export const bitcoinSignet = /* #__PURE__ */ bitcoinNetwork(
  '00000008819873e925422c1ff0f99f7c',
  'Bitcoin Signet',
  'https://mempool.space/signet/api',
  'https://mempool.space/signet',
  true,
)

/**
 * The local regtest chain `appkit dev` runs (bcoin, in memory; bech32 prefix `rb1`, no Taproot), read through its
 * esplora API at the default port or the one given (`bitcoin.esploraUrl` of `.appkit/dev.json`).
 */
export function bitcoinRegtest(options: { esploraUrl?: string | undefined } = {}): Network {
  return bitcoinNetwork(
    '0f9188f13cb7b2c71f2a335e3a4fc328',
    'Bitcoin Regtest',
    options.esploraUrl ?? LOCAL_BITCOIN_ESPLORA_URL,
    undefined,
    true,
  )
}
