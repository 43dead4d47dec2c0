import { isSolanaAddress } from 'walletdock/plugin'
import type { StandardAccount } from './types.js'

/** A wallet answered with an account that is not a Solana address. */
export class InvalidSolanaAccountError extends Error {
  override name = 'InvalidSolanaAccountError'
  constructor(walletName: string, address: unknown) {
    const shown = JSON.stringify(String(address)).slice(0, 80)
    super(
      `${walletName} returned the account ${shown}, which is not a Solana address (32 to 44 base58 characters): ask the wallet's maker to fix it, or use another wallet`,
    )
  }
}

/** The wallet's accounts that are Solana addresses; refuses a list whose accounts are all malformed. */
export function validAccounts(walletName: string, accounts: unknown): StandardAccount[] {
  if (!Array.isArray(accounts)) throw new InvalidSolanaAccountError(walletName, accounts)
  const valid = accounts.filter(
    (account): account is StandardAccount =>
      typeof account === 'object' &&
      account !== null &&
      isSolanaAddress((account as StandardAccount).address),
  )
  if (valid.length === 0 && accounts.length > 0)
    throw new InvalidSolanaAccountError(walletName, (accounts[0] as { address?: unknown })?.address)
  return valid
}
