import type { Address } from 'viem'
import type { Network } from 'walletdock/plugin'
import { nativeBalanceOf } from 'walletdock/plugin'
import { createRpcClient } from './createRpcClient.js'

export type ReadNativeBalanceParameters = { network: Network; address: string }
export type ReadNativeBalanceReturnType = {
  /** Wei as read from the chain. */
  value: bigint
  /** Truncated (never rounded) to 3 decimals, as the account view shows it. */
  balance: string
  symbol: string
}

/** The native balance of `address` via eth_getBalance on the network's own RPC URL. */
export async function readNativeBalance({
  network,
  address,
}: ReadNativeBalanceParameters): Promise<ReadNativeBalanceReturnType> {
  const client = await createRpcClient({ network })
  const value = await client.getBalance({ address: address as Address })
  const { balance, balanceSymbol } = nativeBalanceOf(value, network.nativeCurrency)
  return { value, balance, symbol: balanceSymbol }
}
