import { parseEther, parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TrustedChain } from '../../../plugins/embedded-wallet/protocol/trustedChains.js'
import {
  describeTransaction,
  formatNative,
  maxNetworkFee,
  type PreparedTransaction,
} from './transactionFee.js'

const chain: TrustedChain = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  usdPrice: 3000,
  feeBoundWei: parseEther('0.05').toString(),
}
const transfer = (fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }): PreparedTransaction => ({
  to: '0x00000000000000000000000000000000000000aa',
  value: parseEther('0.01'),
  data: undefined,
  gas: 21_000n,
  nonce: 3,
  ...fees,
})

describe("the frame's transaction panel: fee, gas limit, nonce and total", () => {
  it('shows the gas limit, fees, nonce, the maximum fee and the maximum total in ETH and USD', () => {
    const prepared = transfer({ maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1') })
    expect(maxNetworkFee(prepared)).toBe(parseGwei('42000'))
    const { details, warning } = describeTransaction(chain, prepared)
    expect(details.split('\n')).toEqual([
      'to: 0x00000000000000000000000000000000000000aa',
      'value: 0.01 ETH (≈ $30.00)',
      'data: 0x',
      'chain: 31337',
      'gas limit: 21000',
      'max fee per gas: 2 gwei (priority 1 gwei)',
      'nonce: 3',
      'max network fee: 0.000042 ETH (≈ $0.13)',
      'max total: 0.010042 ETH (≈ $30.13)',
    ])
    expect(warning).toBeUndefined()
  })

  it("flags the reported attack's fee (a 100,000 gwei priority fee on a 0.01 ETH transfer) in red", () => {
    const prepared = transfer({
      maxFeePerGas: parseGwei('100002'),
      maxPriorityFeePerGas: parseGwei('100000'),
    })
    const { details, warning } = describeTransaction(chain, prepared)
    expect(details).toContain('max network fee: 2.100042 ETH (≈ $6,300.13)')
    expect(details).toContain('max total: 2.110042 ETH')
    expect(warning).toBe(
      "Unusually high network fee: up to 2.100042 ETH (≈ $6,300.13), above this chain's bound of 0.05 ETH (≈ $150.00).",
    )
  })

  it('a fee exactly at the bound is not flagged; without a price no USD is shown', () => {
    const atBound = transfer({ maxFeePerGas: parseEther('0.05') / 21_000n, maxPriorityFeePerGas: 1n })
    const { usdPrice: _price, ...unpriced } = chain
    expect(maxNetworkFee(atBound) <= BigInt(chain.feeBoundWei)).toBe(true)
    expect(describeTransaction(unpriced, atBound).warning).toBeUndefined()
    expect(formatNative(unpriced, parseEther('1.5'))).toBe('1.5 ETH')
  })
})
