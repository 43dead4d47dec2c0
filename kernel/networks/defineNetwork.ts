import type { Network } from '../config/schema.js'

export type DefineNetworkParameters = Omit<Network, 'caipNetworkId'> & { caipNetworkId?: string | undefined }
export type DefineNetworkReturnType = Network

/** Builds a network in the spec's shape, deriving `caipNetworkId` from the namespace and id. */
export function defineNetwork(network: DefineNetworkParameters): DefineNetworkReturnType {
  return { ...network, caipNetworkId: network.caipNetworkId ?? `${network.chainNamespace}:${network.id}` }
}
