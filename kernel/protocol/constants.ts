// Wire constants shared by the services and the modal; no imports, so the modal takes them without zod.

/** Wallet pages 40 (spec 9): the default `entries` of /getWallets. */
export const WALLET_PAGE_SIZE = 40
/** The most `entries` one /getWallets page may ask for (search asks 100, spec 9). */
export const WALLET_PAGE_MAX = 100
/** Recommended wallets: 4 per request (spec 9), the registry's first entries after the featured ones. */
export const RECOMMENDED_WALLET_ENTRIES = 4
