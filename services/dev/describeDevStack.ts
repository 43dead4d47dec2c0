import type { DevPolkadotInfo } from '../../plugins/polkadot/protocol/devPolkadotInfo.js'
import type {
  ChainConfig,
  NftCollectionConfig,
  SwapNetworkConfig,
  TokenConfig,
} from '../blockchain/chainConfig.js'
import { DEV_ACCOUNTS } from '../chain/devAccounts.js'
import type { SmartAccountsInstance } from '../chain/smartAccounts/startSmartAccounts.js'
import type { LocalSolanaChainInstance } from '../chain/solana/startLocalSolanaChain.js'
import { DEV_FARCASTER_CLIENT_KEY, ID_REGISTRY_ADDRESS } from '../farcaster/constants.js'
import { DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import type { DevStackInfo } from './devStackInfo.js'
import type { DevServers } from './startDevServers.js'

/** What `.appkit/dev.json` says about a started stack: where each part listens and what it deployed. */
export function describeDevStack(parameters: {
  chains: ChainConfig[]
  idRegistryChain: ChainConfig
  tokens: TokenConfig[]
  nftCollections?: NftCollectionConfig[]
  swaps: SwapNetworkConfig[]
  solana: LocalSolanaChainInstance
  servers: DevServers
  secureSiteUrl: string
  onrampSandboxUrl: string
  smartAccounts: SmartAccountsInstance | undefined
  polkadot?: DevPolkadotInfo | null
  publicHost: string
  portBase: number
  bitcoin?: DevStackInfo['bitcoin']
}): DevStackInfo {
  const { chains, idRegistryChain, solana, servers, smartAccounts } = parameters
  return {
    rpcUrls: Object.fromEntries(chains.map((chain) => [chain.caip2, chain.rpcUrl])),
    ensUniversalResolvers: Object.fromEntries(
      chains.map((chain) => [chain.caip2, chain.ensUniversalResolver ?? null]),
    ),
    apiUrl: `http://${parameters.publicHost}:${parameters.portBase + PORT_OFFSETS.api}`,
    relayUrl: servers.relay.url,
    secureSiteUrl: parameters.secureSiteUrl,
    onrampSandboxUrl: parameters.onrampSandboxUrl,
    smtpUrl: servers.mail.smtpUrl,
    mailInboxUrl: servers.mail.inboxUrl,
    socialProviderUrl: servers.socialProvider.url,
    farcaster: {
      relayUrl: servers.farcasterRelay.url,
      clientKey: DEV_FARCASTER_CLIENT_KEY,
      idRegistry: {
        chainId: idRegistryChain.caip2,
        rpcUrl: idRegistryChain.rpcUrl,
        address: ID_REGISTRY_ADDRESS,
      },
    },
    projectId: DEV_PROJECT_ID,
    tokens: [
      ...parameters.tokens.map((token) => ({
        chainId: token.caip2,
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })),
      ...solana.tokens.map((token) => ({ chainId: solana.caip2, ...token })),
    ],
    nftCollections: (parameters.nftCollections ?? []).map(({ caip2, ...collection }) => ({
      chainId: caip2,
      ...collection,
    })),
    accounts: [...DEV_ACCOUNTS],
    swaps: parameters.swaps,
    smartAccounts: smartAccounts ? { networks: [smartAccounts.network] } : null,
    polkadot: parameters.polkadot ?? null,
    solana: {
      chainId: solana.caip2,
      genesisHash: solana.genesisHash,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      mint: solana.mint,
      accounts: solana.accounts,
    },
    ...(parameters.bitcoin ? { bitcoin: parameters.bitcoin } : {}),
  }
}
