/**
 * What a connector's `getProvider(namespace)` is when the wallet takes requests for one account on one
 * CAIP-2 chain through a channel of its own (a relay session, the embedded wallet's frame): the chain
 * plugin's helpers (the solana plugin's) turn their calls into `request`s with the wire params of that
 * namespace (docs/plugins/solana.md). One type for the connectors that give it and the helpers that use it.
 */
export type RequestProvider = {
  readonly walletName: string
  readonly address: string
  /** The account's CAIP-2 chain. */
  readonly chain: string
  request(args: { method: string; params: unknown }): Promise<unknown>
}
