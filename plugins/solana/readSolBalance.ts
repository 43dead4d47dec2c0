import { Connection, PublicKey } from '@solana/web3.js'
import { type Network, nativeBalanceOf } from 'walletdock/plugin'

export type ReadSolBalanceParameters = { network: Network; address: string }
export type ReadSolBalanceReturnType = {
  /** Lamports as read from the chain. */
  lamports: bigint
  /** Truncated (never rounded) to 3 decimals, as the account view shows it. */
  balance: string
  symbol: string
}

/** The SOL balance of `address` via getBalance on the network's own RPC URL. */
export async function readSolBalance({
  network,
  address,
}: ReadSolBalanceParameters): Promise<ReadSolBalanceReturnType> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`${network.name} has no RPC URL`)
  const lamports = BigInt(await new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address)))
  const { balance, balanceSymbol } = nativeBalanceOf(lamports, network.nativeCurrency)
  return { lamports, balance, symbol: balanceSymbol }
}
