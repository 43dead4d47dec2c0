import type { Address } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'
import { formatUnits } from 'viem'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './constants.js'

/** An SPL token account's balance as Solana's RPC writes it (pre/postTokenBalances, getTokenAccountBalance). */
export type TokenAmountJson = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}
export type TokenBalanceJson = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: TokenAmountJson
}
export type RawAccount = { exists: boolean; data: Uint8Array; programAddress?: string; lamports?: bigint }

const TOKEN_ACCOUNT_BYTES = 165
const MINT_BYTES = 82

export const isTokenProgram = (owner: string | undefined): boolean =>
  owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM

/** The amount in Solana's shape: raw string, decimals, and the human number (uiAmount) and string. */
export function tokenAmountJson(amount: bigint, decimals: number): TokenAmountJson {
  const text = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

/** Reads an SPL token account (mint, owner, amount), or undefined when `account` is not one. */
export function readTokenAccount(
  account: RawAccount,
): { mint: Address; owner: Address; amount: bigint } | undefined {
  if (!account.exists || !isTokenProgram(account.programAddress) || account.data.length < TOKEN_ACCOUNT_BYTES)
    return undefined
  // Token-2022 accounts carry extensions after the base layout; the first 165 bytes are the same.
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_ACCOUNT_BYTES))
  return { mint: token.mint, owner: token.owner, amount: token.amount }
}

/** Reads an SPL mint's decimals, or undefined when `account` is not a mint. */
export function readMintDecimals(account: RawAccount): number | undefined {
  if (!account.exists || !isTokenProgram(account.programAddress) || account.data.length < MINT_BYTES)
    return undefined
  if (account.data.length === TOKEN_ACCOUNT_BYTES) return undefined
  return getMintDecoder().decode(account.data.subarray(0, MINT_BYTES)).decimals
}

/** pre/postTokenBalances: one entry per SPL token account among `accounts` (in account-key order). */
export function tokenBalancesOf(
  accounts: readonly RawAccount[],
  mintDecimals: (mint: Address) => number | undefined,
): TokenBalanceJson[] {
  const balances: TokenBalanceJson[] = []
  accounts.forEach((account, accountIndex) => {
    const token = readTokenAccount(account)
    if (!token) return
    const decimals = mintDecimals(token.mint)
    if (decimals === undefined) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress ?? TOKEN_PROGRAM,
      uiTokenAmount: tokenAmountJson(token.amount, decimals),
    })
  })
  return balances
}
