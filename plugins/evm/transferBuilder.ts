import { isEvmAddress, type Network, type TransferBuilder } from 'walletdock/plugin'

/** `{explorer}/tx/{hash}`, or undefined when the network has no explorer. */
export function transactionExplorerUrl(network: Network, hash: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

/** The transfer code (viem, the ERC-20 call) loads on the first fee estimate, when a person previews a send. */
const loadTransfer = () => import('./evmTransfer.js')

/**
 * The eip155 transfer builder the evm plugin contributes (ctx.transfers): the native currency as a value
 * transfer, an ERC-20 as its `transfer(to, amount)` call on the token's contract.
 */
export const evmTransferBuilder: TransferBuilder = {
  namespace: 'eip155',
  isAddress: (address) => isEvmAddress(address) && address.startsWith('0x'),
  estimateFee: async (call) => (await loadTransfer()).estimateTransferFee(call),
  send: async (call) => (await loadTransfer()).sendTransfer(call),
  waitForConfirmation: async (call, id) => (await loadTransfer()).waitForTransfer(call, id),
  transactionUrl: transactionExplorerUrl,
}
