import type { SessionTypes } from '@walletconnect/types'
import {
  type CaipNetwork,
  type ChainNamespace,
  type ConnectResult,
  splitCaipAddress,
} from 'walletdock/plugin'
import {
  WC_BIP122_EVENTS,
  WC_BIP122_METHODS,
  WC_DEFAULT_EVENTS,
  WC_EIP155_METHODS,
  WC_SOLANA_METHODS,
} from './constants.js'

/** The methods a session asks for, by namespace; a namespace not here is not asked for. */
const METHODS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: WC_EIP155_METHODS,
  solana: WC_SOLANA_METHODS,
  bip122: WC_BIP122_METHODS,
}
/** The events a session asks for, by namespace: bip122 has its own; the others the default two. */
const EVENTS: Partial<Record<ChainNamespace, readonly string[]>> = { bip122: WC_BIP122_EVENTS }

/**
 * CAIP-25 namespaces for the configured networks: eip155 always, another namespace when an adapter
 * plugin serves it (`served`), eip155 first, default events accountsChanged and chainChanged (bip122:
 * bip122_addressesChanged).
 */
export function sessionNamespacesOf(
  networks: readonly CaipNetwork[],
  served: readonly ChainNamespace[] = [],
) {
  const byNamespace = new Map<ChainNamespace, string[]>()
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (!METHODS[namespace] || (namespace !== 'eip155' && !served.includes(namespace))) continue
    const chains = byNamespace.get(network.chainNamespace) ?? []
    chains.push(network.caipNetworkId)
    byNamespace.set(network.chainNamespace, chains)
  }
  const ordered = [...byNamespace.entries()].sort(([a], [b]) =>
    a === 'eip155' ? -1 : b === 'eip155' ? 1 : 0,
  )
  return Object.fromEntries(
    ordered.map(([namespace, chains]) => [
      namespace,
      {
        chains,
        methods: [...(METHODS[namespace] ?? [])],
        events: [...(EVENTS[namespace] ?? WC_DEFAULT_EVENTS)],
      },
    ]),
  )
}

/**
 * The eip155 accounts and chain of a session (the first eip155 account's chain); no accounts when the
 * wallet approved none (a wallet that approved only solana: the solana connector connects those).
 */
export function resultOf(session: SessionTypes.Struct): ConnectResult {
  const accounts = session.namespaces.eip155?.accounts ?? []
  const [first] = accounts
  const reference = splitCaipAddress(first)?.reference
  const addresses = [...new Set(accounts.map((account) => splitCaipAddress(account)?.address ?? ''))].filter(
    Boolean,
  )
  return { accounts: addresses.map((address) => ({ address, type: 'eoa' })), chainId: reference ?? '1' }
}
