import {
  CACHE_TTL_MS,
  type Cache,
  type NamespaceWriter,
  type Network,
  type StateAccess,
  splitCaipAddress,
} from 'walletdock/plugin'
import { addressExplorerUrl } from './addressExplorerUrl.js'
import { readNativeBalance } from './readNativeBalance.js'

export type RefreshAccountDataParameters = {
  state: StateAccess
  own: NamespaceWriter
  networks: readonly Network[]
  /** The instance's request cache: native balance 30 s (spec section 9). */
  cache: Cache
  /** Reads the balance again even when a cached one is still fresh (a transaction was mined). */
  force?: boolean | undefined
  /** The clock the failure time is recorded with (tests). */
  now?: (() => number) | undefined
}

/** Cache keys of what the evm plugin reads; an address is keyed in lower case. */
const nativeBalanceKey = (network: Network, address: string) =>
  `nativeBalance:${network.caipNetworkId}:${address.toLowerCase()}`

/**
 * Fills the eip155 account's balance (3 decimals, truncated, with the symbol) and explorer link for the chain the wallet sits on. A chain that is not configured has no balance.
 * Returns false when the account moved on while reading (the newer refresh wins).
 */
export async function refreshAccountData({
  state,
  own,
  networks,
  cache,
  force,
  now = Date.now,
}: RefreshAccountDataParameters): Promise<boolean> {
  const { caipAddress, address } = state.account('eip155').value
  if (!caipAddress || !address) return false
  const chain = splitCaipAddress(caipAddress)?.caipNetworkId
  const network = networks.find((entry) => entry.caipNetworkId === chain)
  // A chain not configured, or a read that failed: the header says 'Token Balance Unavailable' (spec 8),
  // with the time recorded; the failure itself goes to the caller's error hook.
  const unavailable = { balance: undefined, balanceSymbol: undefined, balanceUnavailableAt: now() }
  if (!network) {
    await own.setAccount({ ...unavailable, addressExplorerUrl: undefined })
    return true
  }
  const explorerUrl = addressExplorerUrl(network, address)
  if (force) cache.delete(nativeBalanceKey(network, address))
  // The profile name and avatar are the names plugin's (plugins/names).
  let balance: Awaited<ReturnType<typeof readNativeBalance>>
  try {
    balance = await cache.getOrLoad(nativeBalanceKey(network, address), CACHE_TTL_MS.nativeBalance, () =>
      readNativeBalance({ network, address }),
    )
  } catch (error) {
    if (state.account('eip155').value.caipAddress === caipAddress)
      await own.setAccount({ ...unavailable, addressExplorerUrl: explorerUrl })
    throw error
  }
  if (state.account('eip155').value.caipAddress !== caipAddress) return false
  await own.setAccount({
    balance: balance.balance,
    balanceSymbol: balance.symbol,
    balanceUnavailableAt: undefined,
    addressExplorerUrl: explorerUrl,
  })
  return true
}
