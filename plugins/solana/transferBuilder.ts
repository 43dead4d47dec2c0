import { isSolanaAddress, type Network, type TransferBuilder } from 'walletdock/plugin'

/** `{explorer}/tx/{signature}`, keeping the explorer's query (`?cluster=devnet`); undefined without an explorer. */
export function transactionExplorerUrl(network: Network, signature: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  if (!explorer) return undefined
  const url = new URL(explorer)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(signature)}`
  return url.toString()
}

/** The transfer code (@solana/web3.js, the token instructions) loads on the first fee estimate. */
const loadTransfer = () => import('./solanaTransfer.js')

/**
 * The solana transfer builder the solana plugin contributes (ctx.transfers): SOL as a system transfer,
 * an SPL token as the token program's TransferChecked between the two associated token accounts (the
 * receiver's created when it has none).
 */
export const solanaTransferBuilder: TransferBuilder = {
  namespace: 'solana',
  isAddress: (address) => isSolanaAddress(address),
  estimateFee: async (call) => (await loadTransfer()).estimateTransferFee(call),
  send: async (call) => (await loadTransfer()).sendTransfer(call),
  waitForConfirmation: async (call, signature) => (await loadTransfer()).waitForTransfer(call, signature),
  transactionUrl: transactionExplorerUrl,
}
