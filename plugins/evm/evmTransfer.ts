import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { TransferCall } from 'walletdock/plugin'
import { runWithWalletClient } from './actions/runWithWalletClient.js'
import { createRpcClient } from './createRpcClient.js'
import type { EIP1193Provider } from './types.js'

/** The transaction a transfer is: a value transfer, or the ERC-20 contract's `transfer(to, amount)`. */
export function transferTransaction({ to, token, amount }: Pick<TransferCall, 'to' | 'token' | 'amount'>): {
  to: Address
  value: bigint
  data?: Hex | undefined
} {
  if (token.address === undefined) return { to: to as Address, value: amount }
  return {
    to: token.address as Address,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
  }
}

/** Gas for the transfer times the network's current fee per gas, in wei. */
export async function estimateTransferFee(call: TransferCall): Promise<bigint> {
  const client = await createRpcClient({ network: call.caipNetwork })
  const transaction = transferTransaction(call)
  const [gas, price] = await Promise.all([
    client.estimateGas({ account: call.from as Address, ...transaction }),
    client.getGasPrice(),
  ])
  return gas * price
}

/**
 * Asks the connected wallet to send the transfer (eth_sendTransaction); resolves its hash. Through the
 * helpers' loaded half, not the `sendTransaction` helper: that front sits in the host's first bundle
 * when the host imports it, and a chunk of the setup importing the first bundle made the bundler split
 * Vite's preload helper out of it (+0.29 KiB gzip before interaction, bench/CHANGELOG.md).
 */
export function sendTransfer(call: TransferCall): Promise<Hex> {
  return runWithWalletClient(call.provider as EIP1193Provider, call.from as Address, (client) =>
    client.sendTransaction({ ...transferTransaction(call), chain: null }),
  )
}

/** Resolves once the transfer is mined; a reverted one rejects. */
export async function waitForTransfer(call: TransferCall, hash: string): Promise<void> {
  const client = await createRpcClient({ network: call.caipNetwork })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
  if (receipt.status !== 'success') throw new Error('execution reverted')
}
