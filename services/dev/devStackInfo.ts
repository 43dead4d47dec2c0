import * as z from 'zod/mini'
import { projectIdSchema } from '../../kernel/rules/projectIdSchema.js'
import { smartAccountNetworkSchema } from '../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { devPolkadotInfoSchema } from '../../plugins/polkadot/protocol/devPolkadotInfo.js'

/** `.appkit/dev.json`, written by `appkit dev`: where the local stack listens and what it deployed. */
export const devStackInfoSchema = z.object({
  rpcUrls: z.record(z.string(), z.string()),
  /** ENS's UniversalResolver on each local EVM chain (viem's chain.contracts.ensUniversalResolver). */
  ensUniversalResolvers: z.optional(z.record(z.string(), z.nullable(z.string()))),
  apiUrl: z.string(),
  relayUrl: z.nullable(z.string()),
  /** The embedded wallet's secure site: the frame page and the auth API, on another origin than the host app. */
  secureSiteUrl: z.nullable(z.string()),
  /** The on-ramp sandbox provider (a hosted checkout in test mode that pays purchases in DUSD on the local chains). */
  onrampSandboxUrl: z.optional(z.string()),
  /** The local mail server the services send one-time codes to (smtp://host:port). */
  smtpUrl: z.nullable(z.string()),
  /** The inbox of that mail server: a page for people, `GET /api/messages` for tests. */
  mailInboxUrl: z.nullable(z.string()),
  /** The local OpenID provider standing in for google, github, apple, facebook, x and discord: `<url>/<provider>` is each issuer. */
  socialProviderUrl: z.optional(z.nullable(z.string())),
  /** The local Sign In With Farcaster relay, the key its Farcaster clients send, and the chain holding the local IdRegistry. */
  farcaster: z.optional(
    z.object({
      relayUrl: z.string(),
      clientKey: z.string(),
      idRegistry: z.object({ chainId: z.string(), rpcUrl: z.string(), address: z.string() }),
    }),
  ),
  projectId: projectIdSchema(),
  tokens: z.array(
    z.object({
      chainId: z.string(),
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.int()),
    }),
  ),
  /** The dev ERC-721 collections on the EVM chains (`spam`: the one an indexer flags as spam). */
  nftCollections: z.optional(
    z.array(
      z.object({
        chainId: z.string(),
        address: z.string(),
        name: z.string(),
        symbol: z.string(),
        spam: z.boolean(),
      }),
    ),
  ),
  accounts: z.array(z.string()),
  /** Uniswap v2 on each anvil chain: Router02, the factory, WETH and the seeded pools (ETH/DUSD, DUSD/DTK, ETH/DTK). */
  swaps: z.optional(
    z.array(
      z.object({
        caip2: z.string(),
        router: z.string(),
        factory: z.string(),
        weth: z.string(),
        pools: z.array(z.object({ address: z.string(), symbols: z.tuple([z.string(), z.string()]) })),
      }),
    ),
  ),
  /** ERC-4337 on the local chains (EntryPoint 0.7, the account factory, the bundler per network); null when the optional smart-accounts workspace is not installed. */
  smartAccounts: z.optional(z.nullable(z.object({ networks: z.array(smartAccountNetworkSchema) }))),
  /** The local Polkadot chain (Chopsticks, the Rococo Asset Hub runtime): null without the optional polkadot-chain workspace. */
  polkadot: z.optional(z.nullable(devPolkadotInfoSchema)),
  /** The local Solana chain (litesvm): its CAIP-2 id, endpoints, the DUSD mint and the funded dev accounts. */
  solana: z.object({
    chainId: z.string(),
    genesisHash: z.string(),
    rpcUrl: z.string(),
    wsUrl: z.string(),
    mint: z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.int()),
    }),
    /** Dev-only keys, derived from anvil's public mnemonic: anyone can sign for them. The dev wallet signs with them. */
    accounts: z.array(z.object({ address: z.string(), devOnlySecretKey: z.string() })),
  }),
  /** The local Bitcoin chain (bcoin regtest, bech32 `rb1`): its CAIP-2 id, esplora API, bcoin's HTTP/RPC and the funded dev keys. */
  bitcoin: z.optional(
    z.object({
      chainId: z.string(),
      esploraUrl: z.string(),
      nodeUrl: z.string(),
      /** bcoin's HTTP/RPC key (basic auth, any user name); dev only. */
      nodeApiKey: z.string(),
      /** Dev-only keys (BIP-84 of anvil's public mnemonic): payment at index 0, ordinal at index 1. */
      accounts: z.array(
        z.object({
          type: z.enum(['payment', 'ordinal']),
          path: z.string(),
          address: z.string(),
          devOnlySecretKey: z.string(),
        }),
      ),
    }),
  ),
})
export type DevStackInfo = z.infer<typeof devStackInfoSchema>

/** One mail the local mail server received, as its inbox API lists it (newest first). */
const inboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.string(),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>
export const inboxResponseSchema = z.object({ messages: z.array(inboxMessageSchema) })
