import type { Transaction, VersionedTransaction } from '@solana/web3.js'

/** The smallest slice of a Wallet Standard wallet the plugin reads (see @wallet-standard/base). */
export type StandardWallet = {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardAccount[]
}
export type StandardAccount = {
  readonly address: string
  readonly publicKey: ArrayLike<number>
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** A legacy provider injected at `window.solana` (Phantom's original interface). */
export type LegacySolanaProvider = {
  isPhantom?: boolean
  publicKey?: { toBase58(): string } | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: { toBase58(): string } }>
  disconnect(): Promise<void>
  signMessage?(message: Uint8Array, display?: string): Promise<{ signature: Uint8Array }>
  signTransaction?<T extends Transaction | VersionedTransaction>(transaction: T): Promise<T>
  signAndSendTransaction?(
    transaction: Transaction | VersionedTransaction,
    options?: unknown,
  ): Promise<{ signature: string }>
  on?(event: string, listener: (...args: unknown[]) => void): void
  off?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

/** A transaction the helpers accept: web3.js legacy or versioned. */
export type SolanaTransaction = Transaction | VersionedTransaction

export type SendOptions = {
  skipPreflight?: boolean | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
}

/** What `getProvider('solana')` gives: the connected account of a Solana wallet, ready to sign. */
export type SolanaProvider = {
  readonly walletName: string
  /** The connected account (base58). */
  readonly address: string
  /** The Wallet Standard chain the wallet signs for. */
  readonly chain: string
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  /** Returns the transaction's signature (base58). */
  signAndSendTransaction(transaction: SolanaTransaction, options?: SendOptions): Promise<string>
}

/** Where a helper finds the provider: an AppKit instance (its solana provider) or the provider itself. */
export type SolanaProviderSource = SolanaProvider | { getProvider(namespace: 'solana'): unknown }
