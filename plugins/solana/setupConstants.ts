// Constants of the setup chunk only: kept out of constants.ts, which attach (the first bundle) reads.

/** The Wallet Standard's own chain names for the public clusters, by CAIP-2 id. */
export const WALLET_STANDARD_CHAINS: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** How long a sent transaction is watched for landing before the balance is read anyway. */
export const LANDING_TIMEOUT_MS = 60_000
export const LANDING_POLL_MS = 500
