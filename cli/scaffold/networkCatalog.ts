import { parseCaipNetworkId } from '../../kernel/caip/parseCaipNetworkId.js'
import * as eip155Networks from '../../kernel/networks/eip155.js'
import { solana, solanaDevnet, solanaTestnet } from '../../kernel/networks/solana.js'
import { LOCAL_SOLANA_CAIP2, LOCAL_SOLANA_RPC_URL } from '../../kernel/protocol/localSolanaChain.js'

/** A network `appkit.config.ts` imports from `appkit/networks`, or a local chain it defines inline. */
export type NetworkChoice =
  | { kind: 'import'; caipNetworkId: string; exportName: string }
  | { kind: 'local'; caipNetworkId: string; chainId: number; rpcUrl: string }
  /** The Solana chain of appkit dev, written as `solanaLocalnet()` (with its RPC URL when moved). */
  | { kind: 'solanaLocal'; caipNetworkId: string; rpcUrl?: string | undefined }

/** The EVM chains `appkit dev` starts, on its default port base (4000 + 545 and 4000 + 546). */
const LOCAL_CHAINS: Record<string, { chainId: number; rpcUrl: string }> = {
  'eip155:31337': { chainId: 31337, rpcUrl: 'http://127.0.0.1:4545' },
  'eip155:31338': { chainId: 31338, rpcUrl: 'http://127.0.0.1:4546' },
}
/** The Solana chain `appkit dev` starts (4000 + 547, its websocket 4000 + 548). */
const LOCAL_SOLANA_CHAIN = { caipNetworkId: LOCAL_SOLANA_CAIP2, rpcUrl: LOCAL_SOLANA_RPC_URL }

/** The RPC URL of a chain `appkit dev` starts on its default ports, or undefined for another network. */
export function localRpcUrl(caipNetworkId: string): string | undefined {
  if (caipNetworkId === LOCAL_SOLANA_CHAIN.caipNetworkId) return LOCAL_SOLANA_CHAIN.rpcUrl
  return LOCAL_CHAINS[caipNetworkId]?.rpcUrl
}

/** Every chain `appkit dev` starts, by CAIP-2 id. */
export function localChainIds(): string[] {
  return [...Object.keys(LOCAL_CHAINS), LOCAL_SOLANA_CHAIN.caipNetworkId]
}

/** CAIP-2 id to export name of `appkit/networks`, e.g. eip155:1 to mainnet. */
export function knownNetworks(): Map<string, string> {
  const solanaNetworks = { solana, solanaDevnet, solanaTestnet }
  return new Map(
    Object.entries({ ...eip155Networks, ...solanaNetworks }).map(([exportName, network]) => [
      network.caipNetworkId,
      exportName,
    ]),
  )
}

/** Maps `--networks eip155:1,eip155:31337` to imports and local definitions (`rpcUrls` moves a local chain); refuses unknown ids. */
export function chooseNetworks(
  ids: readonly string[],
  rpcUrls: Readonly<Record<string, string>> = {},
): NetworkChoice[] {
  const known = knownNetworks()
  return [...new Set(ids)].map((caipNetworkId) => {
    parseCaipNetworkId(caipNetworkId)
    if (caipNetworkId === LOCAL_SOLANA_CHAIN.caipNetworkId) {
      return { kind: 'solanaLocal', caipNetworkId, rpcUrl: rpcUrls[caipNetworkId] }
    }
    const local = LOCAL_CHAINS[caipNetworkId]
    if (local)
      return { kind: 'local', caipNetworkId, ...local, rpcUrl: rpcUrls[caipNetworkId] ?? local.rpcUrl }
    const exportName = known.get(caipNetworkId)
    if (!exportName) {
      throw new Error(
        `${caipNetworkId} is not in walletdock/networks. Known: ${[...known.keys(), ...localChainIds()].join(', ')}; add others to appkit.config.ts with defineNetwork()`,
      )
    }
    return { kind: 'import', caipNetworkId, exportName }
  })
}
