/** The id and name of a legacy `window.solana` provider that no Wallet Standard wallet stands for. */
export const INJECTED_SOLANA_CONNECTOR_ID = 'solana.injected'
export const INJECTED_SOLANA_WALLET_NAME = 'Solana Wallet'
