import {
  arbitrum as arbitrumChain,
  avalanche as avalancheChain,
  base as baseChain,
  bsc as bscChain,
  gnosis as gnosisChain,
  linea as lineaChain,
  mainnet as mainnetChain,
  optimism as optimismChain,
  polygon as polygonChain,
  scroll as scrollChain,
  sepolia as sepoliaChain,
  zksync as zksyncChain,
} from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

// Each network is its own export built from one viem chain, so unused ones tree-shake away.
// imageId names the network icon on the services API (`getAssetImage/{imageId}`).
export const mainnet = /* #__PURE__ */ fromViemChain(mainnetChain, { imageId: 'ethereum' })
export const sepolia = /* #__PURE__ */ fromViemChain(sepoliaChain, { imageId: 'sepolia' })
export const arbitrum = /* #__PURE__ */ fromViemChain(arbitrumChain, { imageId: 'arbitrum' })
export const optimism = /* #__PURE__ */ fromViemChain(optimismChain, { imageId: 'optimism' })
export const base = /* #__PURE__ */ fromViemChain(baseChain, { imageId: 'base' })
export const polygon = /* #__PURE__ */ fromViemChain(polygonChain, { imageId: 'polygon' })
export const bsc = /* #__PURE__ */ fromViemChain(bscChain, { imageId: 'bsc' })
export const avalanche = /* #__PURE__ */ fromViemChain(avalancheChain, { imageId: 'avalanche' })
export const gnosis = /* #__PURE__ */ fromViemChain(gnosisChain, { imageId: 'gnosis' })
export const zksync = /* #__PURE__ */ fromViemChain(zksyncChain, { imageId: 'zksync' })
export const linea = /* #__PURE__ */ fromViemChain(lineaChain, { imageId: 'linea' })
export const scroll = /* #__PURE__ */ fromViemChain(scrollChain, { imageId: 'scroll' })
