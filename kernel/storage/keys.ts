import * as z from 'zod/mini'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../namespaces.js'
import { RECENT_WALLETS_LIMIT } from '../store/constants.js'
import { STORAGE_PREFIX as APP, EMBEDDED_WALLET_STORAGE_PREFIX as WALLET } from './constants.js'

type KeyDefinition<schema extends z.core.$ZodType = z.core.$ZodType> = {
  /** The stored key; per-namespace keys get the namespace in it. */
  key: (namespace: ChainNamespace) => string
  perNamespace: boolean
  schema: schema
}

function shared<schema extends z.core.$ZodType>(key: string, schema: schema): KeyDefinition<schema> {
  return { key: () => key, perNamespace: false, schema }
}

function perNamespace<schema extends z.core.$ZodType>(name: string, schema: schema): KeyDefinition<schema> {
  return { key: (namespace) => `${APP}${name}/${namespace}`, perNamespace: true, schema }
}

export const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.optional(z.enum(CHAIN_NAMESPACES)),
  imageUrl: z.optional(z.string()),
  rdns: z.optional(z.string()),
})

const cacheSchema = <value extends z.core.$ZodType>(value: value) =>
  z.record(z.string(), z.object({ timestamp: z.number(), value }))

const connectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected', 'reconnecting'])
const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** Every stored key of spec section 3, with the schema its value must match. */
export const STORAGE_KEYS = {
  walletId: shared(`${APP}wallet_id`, z.string()),
  walletName: shared(`${APP}wallet_name`, z.string()),
  recentWallets: shared(
    `${APP}recent_wallets`,
    z.array(recentWalletSchema).check(z.maxLength(RECENT_WALLETS_LIMIT)),
  ),
  activeNamespace: shared(`${APP}active_namespace`, z.enum(CHAIN_NAMESPACES)),
  connectedNamespaces: shared(`${APP}connected_namespaces`, z.array(z.enum(CHAIN_NAMESPACES))),
  activeNetworkId: perNamespace('active_caip_network_id', z.string().check(z.regex(/^[^:]+:[^:]+$/))),
  connectionStatus: perNamespace('connection_status', connectionStatusSchema),
  connectedConnectorId: perNamespace('connected_connector_id', z.string()),
  connectedConnectorIds: perNamespace('connected_connector_ids', z.array(z.string())),
  connectedSocial: shared(`${APP}connected_social`, z.string()),
  preferredAccountTypes: shared(
    `${APP}preferred_account_types`,
    z.partialRecord(z.enum(CHAIN_NAMESPACES), z.string()),
  ),
  portfolioCache: shared(`${APP}portfolio_cache`, cacheSchema(z.unknown())),
  nativeBalanceCache: shared(`${APP}native_balance_cache`, cacheSchema(z.unknown())),
  ensCache: shared(`${APP}ens_cache`, cacheSchema(z.unknown())),
  identityCache: shared(
    `${APP}identity_cache`,
    cacheSchema(z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })),
  ),
  // Embedded-wallet keys.
  sessionToken: shared(`${WALLET}SESSION_TOKEN`, z.string()),
  emailLoginUsed: shared(`${WALLET}EMAIL_LOGIN_USED_KEY`, z.boolean()),
  lastUsedChain: shared(`${WALLET}LAST_USED_CHAIN_KEY`, z.union([z.string(), z.number()])),
  lastEmailLoginTime: shared(`${WALLET}LAST_EMAIL_LOGIN_TIME`, z.number()),
  email: shared(`${WALLET}EMAIL`, z.string()),
  preferredAccountType: shared(`${WALLET}PREFERRED_ACCOUNT_TYPE`, accountTypeSchema),
  smartAccountEnabled: shared(`${WALLET}SMART_ACCOUNT_ENABLED`, z.boolean()),
  smartAccountEnabledNetworks: shared(`${WALLET}SMART_ACCOUNT_ENABLED_NETWORKS`, z.array(z.number())),
  socialUsername: shared(`${WALLET}SOCIAL_USERNAME`, z.string()),
} as const satisfies Record<string, KeyDefinition>

export type StorageKey = keyof typeof STORAGE_KEYS
export type StorageValue<key extends StorageKey> = z.output<(typeof STORAGE_KEYS)[key]['schema']>

/** The embedded-wallet login cache deleted on disconnect (spec section 4). */
export const EMBEDDED_WALLET_LOGIN_CACHE_KEYS = [
  'emailLoginUsed',
  'email',
  'lastUsedChain',
  'socialUsername',
] as const satisfies StorageKey[]
