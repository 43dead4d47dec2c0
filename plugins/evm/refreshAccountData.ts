import type { NamespaceWriter, Network, StateAccess } from 'walletdock/plugin'
import { addressExplorerUrl } from './addressExplorerUrl.js'
import { readAccountProfile } from './readAccountProfile.js'
import { readNativeBalance } from './readNativeBalance.js'

export type RefreshAccountDataParameters = {
  state: StateAccess
  own: NamespaceWriter
  networks: readonly Network[]
}

/**
 * Fills the eip155 account's balance (3 decimals, truncated, with the symbol), explorer link and
 * profile for the chain the wallet sits on. A chain that is not configured has no balance.
 * Returns false when the account moved on while reading (the newer refresh wins).
 */
export async function refreshAccountData({
  state,
  own,
  networks,
}: RefreshAccountDataParameters): Promise<boolean> {
  const { caipAddress, address } = state.account('eip155').value
  if (!caipAddress || !address) return false
  const chainId = caipAddress.split(':')[1]
  const network = networks.find((entry) => entry.caipNetworkId === `eip155:${chainId}`)
  if (!network) {
    await own.setAccount({ balance: undefined, balanceSymbol: undefined, addressExplorerUrl: undefined })
    return true
  }
  const explorerUrl = addressExplorerUrl(network, address)
  const [balance, profile] = await Promise.all([
    readNativeBalance({ network, address }),
    readAccountProfile({ network, address }),
  ])
  if (state.account('eip155').value.caipAddress !== caipAddress) return false
  await own.setAccount({
    balance: balance.balance,
    balanceSymbol: balance.symbol,
    addressExplorerUrl: explorerUrl,
    profileName: profile.profileName,
    profileImage: profile.profileImage,
  })
  return true
}
