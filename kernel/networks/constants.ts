/** spec: the default network when none is configured is eip155:1. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'
