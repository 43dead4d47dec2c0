/** Disconnected connections kept per namespace for the ProfileWallets list. */
export const RECENT_CONNECTIONS_LIMIT = 5
