import * as z from 'zod/mini'
import { STORED_ADDRESS_PATTERN } from '../connection/persistence.js'
import { type ChainNamespace, NAMESPACE_PATTERN } from '../namespaces.js'
import { RECENT_WALLETS_LIMIT } from '../store/constants.js'
import { STORAGE_PREFIX as APP } from './constants.js'

type KeyDefinition<schema extends z.core.$ZodType = z.core.$ZodType> = {
  /** The stored key; per-namespace keys get the namespace in it. */
  key: (namespace: ChainNamespace) => string
  /** A shared key's stored name. */
  name?: string | undefined
  /** Per-namespace keys: the stored name up to the namespace (`@appkit/connection_status/`). */
  prefix?: string | undefined
  schema: schema
}

function shared<schema extends z.core.$ZodType>(key: string, schema: schema): KeyDefinition<schema> {
  return { key: () => key, name: key, schema }
}

function perNamespace<schema extends z.core.$ZodType>(name: string, schema: schema): KeyDefinition<schema> {
  const prefix = `${APP}${name}/`
  return { key: (namespace) => `${prefix}${namespace}`, prefix, schema }
}

/** A stored namespace: any by CAIP-2's grammar (a plugin's too); the instance uses only its own. */
const namespaceSchema = z.custom<ChainNamespace>(
  (value) => typeof value === 'string' && NAMESPACE_PATTERN.test(value),
)

const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.optional(namespaceSchema),
  imageUrl: z.optional(z.string()),
  rdns: z.optional(z.string()),
})

const connectionStatusSchema = z.enum(['disconnected', 'connecting', 'connected', 'reconnecting'])

/**
 * The kernel's own stored keys (spec section 3), with the schema each value must match: the names
 * kernel/connection/persistence.ts reads and writes. A plugin declares its own keys (defineStorageKey).
 */
export const STORAGE_KEYS = {
  recentWallets: shared(
    `${APP}recent_wallets`,
    z.array(recentWalletSchema).check(z.maxLength(RECENT_WALLETS_LIMIT)),
  ),
  activeNamespace: shared(`${APP}active_namespace`, namespaceSchema),
  activeNetworkId: perNamespace('active_caip_network_id', z.string().check(z.regex(/^[^:]+:[^:]+$/))),
  connectionStatus: perNamespace('connection_status', connectionStatusSchema),
  connectedConnectorId: perNamespace('connected_connector_id', z.string()),
  /** The connected account's address (CAIP-10's account part), so a server can render it (kernel/ssr). */
  connectedAddress: perNamespace('connected_address', z.string().check(z.regex(STORED_ADDRESS_PATTERN))),
} as const satisfies Record<string, KeyDefinition>

export type StorageKey = keyof typeof STORAGE_KEYS
export type StorageValue<key extends StorageKey> = z.output<(typeof STORAGE_KEYS)[key]['schema']>
