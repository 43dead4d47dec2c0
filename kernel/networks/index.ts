import type { Network } from '../config/schema.js'

export {
  type DefineNetworkParameters,
  type DefineNetworkReturnType,
  defineNetwork,
} from './defineNetwork.js'
export {
  arbitrum,
  avalanche,
  base,
  bsc,
  gnosis,
  linea,
  mainnet,
  optimism,
  polygon,
  scroll,
  sepolia,
  zksync,
} from './eip155.js'
export { type FromViemChainOptions, type FromViemChainReturnType, fromViemChain } from './fromViemChain.js'
export { type SolanaLocalnetOptions, solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './solana.js'
export type { Network }
