import { type Address, createPublicClient, formatGwei, formatUnits, type Hex, http } from 'viem'
import type { TrustedChain } from '../../../plugins/embedded-wallet/protocol/trustedChains.js'

/** A transaction as the frame sends it: every field that sets its cost read from the site's own RPC. */
export type PreparedTransaction = {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  nonce: number
}

/**
 * Fills the transaction in from the chain's trusted RPC (the secure site's, never the host page's): the gas
 * limit (the host's, if it gave one, else an estimate), EIP-1559 fees and the pending nonce.
 */
export async function prepareTransaction(
  chain: TrustedChain,
  from: Address,
  request: {
    to?: Address | undefined
    value?: bigint | undefined
    data?: Hex | undefined
    gas?: bigint | undefined
  },
): Promise<PreparedTransaction> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const value = request.value ?? 0n
  const [fees, gas, nonce] = await Promise.all([
    client.estimateFeesPerGas({
      chain: {
        id: chain.chainId,
        name: `chain ${chain.chainId}`,
        nativeCurrency: { name: chain.nativeCurrency.symbol, ...chain.nativeCurrency },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
    }),
    request.gas ?? client.estimateGas({ account: from, to: request.to, value, data: request.data }),
    client.getTransactionCount({ address: from, blockTag: 'pending' }),
  ])
  return {
    to: request.to,
    value,
    data: request.data,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    nonce,
  }
}

/** The most the transaction can cost in fees: its gas limit at its max fee per gas. */
export const maxNetworkFee = (prepared: PreparedTransaction): bigint => prepared.gas * prepared.maxFeePerGas

/** An amount in the chain's native currency, with its USD value when the price is known. */
export function formatNative(chain: TrustedChain, wei: bigint): string {
  const { symbol, decimals } = chain.nativeCurrency
  const amount = `${formatUnits(wei, decimals)} ${symbol}`
  if (chain.usdPrice === undefined) return amount
  const usd = Number(formatUnits(wei, decimals)) * chain.usdPrice
  return `${amount} (≈ $${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`
}

/**
 * What the panel shows for a transaction (recipient, amount, data, gas limit, fees, nonce, the maximum network
 * fee and the maximum total), and a warning when the fee is above the chain's bound.
 */
export function describeTransaction(
  chain: TrustedChain,
  prepared: PreparedTransaction,
): { details: string; warning: string | undefined } {
  const fee = maxNetworkFee(prepared)
  const details = [
    `to: ${prepared.to ?? '(new contract)'}`,
    `value: ${formatNative(chain, prepared.value)}`,
    `data: ${prepared.data ?? '0x'}`,
    `chain: ${chain.chainId}`,
    `gas limit: ${prepared.gas}`,
    `max fee per gas: ${formatGwei(prepared.maxFeePerGas)} gwei (priority ${formatGwei(prepared.maxPriorityFeePerGas)} gwei)`,
    `nonce: ${prepared.nonce}`,
    `max network fee: ${formatNative(chain, fee)}`,
    `max total: ${formatNative(chain, prepared.value + fee)}`,
  ].join('\n')
  const bound = BigInt(chain.feeBoundWei)
  const warning =
    fee > bound
      ? `Unusually high network fee: up to ${formatNative(chain, fee)}, above this chain's bound of ${formatNative(chain, bound)}.`
      : undefined
  return { details, warning }
}
