import { expect, it } from 'vitest'
import { formatNativeAmount, nativeBalanceOf } from './nativeBalance.js'

it("reads an amount in the network's own decimals: truncated for the account, whole for a request", () => {
  expect(nativeBalanceOf(1_999_999_999_999_999_999n, { decimals: 18, symbol: 'ETH' })).toEqual({
    balance: '1.999',
    balanceSymbol: 'ETH',
  })
  expect(nativeBalanceOf(2_500_000_000n, { decimals: 9, symbol: 'SOL' })).toEqual({
    balance: '2.5',
    balanceSymbol: 'SOL',
  })
  expect(formatNativeAmount(1_500_000n, { decimals: 6, symbol: 'CELO6' })).toBe('1.5 CELO6')
  expect(formatNativeAmount(10n ** 18n, { decimals: 18, symbol: 'ETH' })).toBe('1 ETH')
})
