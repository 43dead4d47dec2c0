/**
 * The name rules (spec section 5), without zod: the plugin's first chunk, its views and the names service
 * all take them from here.
 */

/** spec section 5: a name is letters, digits and hyphens, at least 4 characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** Ours (a DNS label's limit): a name is at most 63 characters, so at most 63 bytes (ASCII only). */
export const ACCOUNT_NAME_MAX_LENGTH = 63
/** spec section 5: a coin type (and so an EVM chain id it comes from) is below 2^31. */
const COIN_TYPE_EVM_FLAG = 0x80000000
/** ENSIP-11 keeps SLIP-44's 60 for Ethereum mainnet. */
const ETHEREUM_COIN_TYPE = 60

const ACCOUNT_NAME = /^[A-Za-z0-9-]+$/

/** spec section 5: letters, digits and hyphens, at least 4 characters (a label, without the suffix). */
export function isAccountName(label: string): boolean {
  return (
    label.length >= ACCOUNT_NAME_MIN_LENGTH &&
    label.length <= ACCOUNT_NAME_MAX_LENGTH &&
    ACCOUNT_NAME.test(label)
  )
}

/**
 * ENSIP-11: the coin type of an EVM chain is 0x80000000 | chainId (Ethereum mainnet keeps 60).
 * spec section 5: a chain id of 2^31 or more has none ('Invalid chainId').
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_EVM_FLAG)
    throw new Error('Invalid chainId')
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (COIN_TYPE_EVM_FLAG | chainId) >>> 0
}

/** The EVM chain id of an ENSIP-11 coin type, or undefined for a coin type of no EVM chain. */
export function chainIdFromCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= COIN_TYPE_EVM_FLAG || coinType > 0xffffffff)
    return undefined
  return coinType - COIN_TYPE_EVM_FLAG
}
