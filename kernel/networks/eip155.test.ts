import {
  arbitrum as arbitrumChain,
  avalanche as avalancheChain,
  base as baseChain,
  bsc as bscChain,
  type Chain,
  gnosis as gnosisChain,
  linea as lineaChain,
  mainnet as mainnetChain,
  optimism as optimismChain,
  polygon as polygonChain,
  scroll as scrollChain,
  sepolia as sepoliaChain,
  zksync as zksyncChain,
} from 'viem/chains'
import { expect, it } from 'vitest'
import {
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
import { fromViemChain } from './fromViemChain.js'
import type { Network } from './index.js'

const PAIRS: [Network, Chain, string][] = [
  [mainnet, mainnetChain, 'ethereum'],
  [sepolia, sepoliaChain, 'sepolia'],
  [arbitrum, arbitrumChain, 'arbitrum'],
  [optimism, optimismChain, 'optimism'],
  [base, baseChain, 'base'],
  [polygon, polygonChain, 'polygon'],
  [bsc, bscChain, 'bsc'],
  [avalanche, avalancheChain, 'avalanche'],
  [gnosis, gnosisChain, 'gnosis'],
  [zksync, zksyncChain, 'zksync'],
  [linea, lineaChain, 'linea'],
  [scroll, scrollChain, 'scroll'],
]

it("each eip155 network equals viem's chain in the spec's shape, with its icon id", () => {
  for (const [network, chain, imageId] of PAIRS)
    expect(network, network.name).toEqual(fromViemChain(chain, { imageId }))
})
