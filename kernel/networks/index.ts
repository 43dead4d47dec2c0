import type { Network } from '../config/schema.js'

export type { Network }

/** Builds a network in the spec's shape, deriving `caipNetworkId` from the namespace and id. */
export function defineNetwork(network: Omit<Network, 'caipNetworkId'> & { caipNetworkId?: string }): Network {
  return { ...network, caipNetworkId: network.caipNetworkId ?? `${network.chainNamespace}:${network.id}` }
}
