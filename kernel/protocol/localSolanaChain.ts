/**
 * Facts of the local Solana chain that `appkit dev` runs, shared by services/ (which serves it) and
 * walletdock/networks (which names it). No imports: the networks entry takes these without zod.
 */

/** Genesis hash of the local chain: base58 of sha256("walletdock local solana chain"), fixed so its id never changes. */
export const LOCAL_SOLANA_GENESIS_HASH = 'Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1dsi2gUqXbNcbZw'
/** CAIP-30: a Solana chain's CAIP-2 reference is the first 32 characters of its genesis hash. */
export const LOCAL_SOLANA_CAIP2 = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`
/** Where `appkit dev` serves it on its default port base 4000 (base + 547 HTTP, base + 548 websocket). */
export const LOCAL_SOLANA_RPC_URL = 'http://127.0.0.1:4547'
export const LOCAL_SOLANA_WS_URL = 'ws://127.0.0.1:4548'
