import type { CaipNetwork } from '../../kernel/store/types.js'

/** A configured network of `caipNetworkId`'s namespace (CAIP-2), as the session-side tests configure them. */
export const sideNetwork = (caipNetworkId: string): CaipNetwork =>
  ({
    id: caipNetworkId.split(':')[1] ?? '',
    caipNetworkId,
    chainNamespace: caipNetworkId.split(':')[0],
    name: caipNetworkId,
    nativeCurrency: { name: 'x', symbol: 'X', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }) as CaipNetwork
