/** The namespaces' names as a person reads them; others show as they are. */
const NAMESPACE_NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}
export const namespaceName = (namespace: string) => NAMESPACE_NAMES[namespace] ?? namespace

export type NamespaceGroup<network> = { namespace: string; networks: network[] }

/**
 * The configured networks an account can receive on, grouped by namespace: an address of a namespace
 * receives on each of that namespace's networks. `namespaces` are the connected ones, the active first;
 * a namespace without configured networks is left out.
 */
export function networksByNamespace<network extends { chainNamespace: string }>(
  networks: readonly network[],
  namespaces: readonly string[],
): NamespaceGroup<network>[] {
  return [...new Set(namespaces)]
    .map((namespace) => ({
      namespace,
      networks: networks.filter((entry) => entry.chainNamespace === namespace),
    }))
    .filter((group) => group.networks.length > 0)
}
