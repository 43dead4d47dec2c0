import { InvalidChainIdError } from '../errors/caip.js'
import { MAX_COIN_TYPE_CHAIN_ID } from './constants.js'

export type CoinTypeFromChainIdErrorType = InvalidChainIdError

/** ENSIP-11 coin type of an EVM chain id, used for name registration (spec section 5). */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID) {
    throw new InvalidChainIdError()
  }
  return (0x80000000 | chainId) >>> 0
}
