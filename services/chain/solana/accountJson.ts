import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'
import { RENT_EXEMPT_RENT_EPOCH } from './constants.js'
import { SolanaRpcError } from './solanaRpcError.js'
import { isTokenProgram, tokenAmountJson } from './tokenBalances.js'

/** An account as litesvm and kit hand it over. */
export type AccountState =
  | { exists: false }
  | { exists: true; data: ArrayLike<number>; executable: boolean; lamports: bigint; programAddress: string }

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd'
export type AccountJson = {
  data: [string, 'base64' | 'base58'] | { program: string; parsed: unknown; space: number }
  executable: boolean
  lamports: number
  owner: string
  rentEpoch: number
  space: number
}

const optionValue = (option: { __option: 'Some'; value: string } | { __option: 'None' }) =>
  option.__option === 'Some' ? option.value : null

// jsonParsed for SPL accounts and mints, as Solana's account decoder writes them; other accounts fall back to base64.
function parsedTokenData(data: Uint8Array, decimalsOf: (mint: string) => number | undefined) {
  if (data.length === 82) {
    const mint = getMintDecoder().decode(data)
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: optionValue(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionValue(mint.mintAuthority),
        supply: mint.supply.toString(),
      },
    }
  }
  if (data.length >= 165) {
    const token = getTokenDecoder().decode(data.subarray(0, 165))
    const decimals = decimalsOf(token.mint)
    if (decimals === undefined) return undefined
    return {
      type: 'account',
      info: {
        isNative: token.isNative.__option === 'Some',
        mint: token.mint,
        owner: token.owner,
        state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
        tokenAmount: tokenAmountJson(token.amount, decimals),
      },
    }
  }
  return undefined
}

/** An account as Solana's RPC writes it (getAccountInfo, getMultipleAccounts, accountNotification), null when absent. */
export function accountJson(
  account: AccountState,
  encoding: AccountEncoding = 'base64',
  options: {
    dataSlice?: { offset: number; length: number } | undefined
    decimalsOf?: (mint: string) => number | undefined
  } = {},
): AccountJson | null {
  if (!account.exists) return null
  const full = Uint8Array.from(account.data)
  const slice = options.dataSlice
  const data = slice ? full.subarray(slice.offset, slice.offset + slice.length) : full
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_RENT_EPOCH,
    space: full.length,
  }
  if (encoding === 'base64+zstd')
    throw new SolanaRpcError(-32602, 'Invalid params: base64+zstd is not served here; use base64')
  if (encoding === 'jsonParsed' && !slice && isTokenProgram(account.programAddress)) {
    const parsed = parsedTokenData(full, options.decimalsOf ?? (() => undefined))
    if (parsed) return { ...base, data: { program: 'spl-token', parsed, space: full.length } }
  }
  if (encoding === 'base58') {
    if (data.length > 128)
      throw new SolanaRpcError(
        -32600,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    return { ...base, data: [getBase58Decoder().decode(data), 'base58'] }
  }
  return { ...base, data: [getBase64Decoder().decode(data), 'base64'] }
}
