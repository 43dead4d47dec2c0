/** The id and name of a legacy `window.solana` provider that no Wallet Standard wallet stands for. */
export const INJECTED_SOLANA_CONNECTOR_ID = 'solana.injected'
export const INJECTED_SOLANA_WALLET_NAME = 'Solana Wallet'

/** The Wallet Standard's own chain names for the public clusters, by CAIP-2 id. */
export const WALLET_STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** How long a sent transaction is watched for landing before the balance is read anyway. */
export const LANDING_TIMEOUT_MS = 60_000
export const LANDING_POLL_MS = 500
