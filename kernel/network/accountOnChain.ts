import type { ChainNamespace } from '../namespaces.js'
import type { AccountState } from '../store/types.js'
import { caipAddressOf } from './caipAddressOf.js'

/**
 * The account's patch once its wallet sits on `chainId`: the address there and, on another chain than
 * before, no balance until the adapter has read this chain's (the one read on the chain left behind is not
 * this chain's, and a view that compares balances would take it for a move of the account). Nothing
 * when there is no account or it already sits there.
 */
export function accountOnChain(
  account: AccountState,
  namespace: ChainNamespace,
  chainId: string | number,
): Partial<AccountState> | undefined {
  if (!account.address) return undefined
  const caipAddress = caipAddressOf(namespace, chainId, account.address)
  if (caipAddress === account.caipAddress) return undefined
  return { caipAddress, balance: undefined, balanceSymbol: undefined, balanceUnavailableAt: undefined }
}
