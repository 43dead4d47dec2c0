import { expect, it } from 'vitest'
import { HttpRequestError } from 'walletdock/errors'
import { balanceUnits, parseAmount, shortUnits } from './parseAmount.js'
import { swapErrorOf } from './swapErrorOf.js'

const named = (error: unknown) => {
  const mapped = swapErrorOf(error)
  return `${mapped.name}: ${'shortMessage' in mapped ? mapped.shortMessage : mapped.message}`
}

it('maps the node’s refusals of a swap to the catalogue, the router’s minimum to slippage exceeded', () => {
  // As a wallet reports an estimate the router refused (viem's text, wrapped in the wallet's error).
  const slippage = Object.assign(new Error('The contract function "swapExactETHForTokens" reverted.'), {
    cause: new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'),
  })
  expect(named(slippage)).toBe(
    'SwapSlippageExceededError: The price moved beyond the slippage tolerance; ask a new quote and try again',
  )
  expect(named(new Error('insufficient funds for gas * price + value: have 1 want 2'))).toBe(
    'InsufficientFundsError: Insufficient funds for the amount and the network fee',
  )
  expect(named(new Error('execution reverted (0xabc)'))).toBe('ExecutionRevertedError: Execution reverted')
  expect(named(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toMatch(
    /^UserRejectedRequestError: /,
  )
})

it('maps the convert API’s refusals by their code', () => {
  const refusal = (apiCode: string) =>
    new HttpRequestError({ status: 400, url: 'http://api/v1/convert', apiCode })
  expect(named(refusal('UNSUPPORTED_NETWORK'))).toBe(
    'SwapsNetworkNotSupportedError: Network not supported for Swaps',
  )
  expect(named(refusal('SWAP_WOULD_FAIL'))).toBe('ExecutionRevertedError: Execution reverted')
  expect(named(refusal('INVALID_INPUT'))).toBe('HttpRequestError: HTTP status code: 400')
})

it('reads amounts in integer math and shows them cut, never rounded up', () => {
  expect(parseAmount('1,5', 6)).toBe(1_500_000n)
  expect(() => parseAmount('0.0000001', 6)).toThrow('Enter an amount above 0')
  expect(() => parseAmount('0', 18)).toThrow('Enter an amount above 0')
  expect(balanceUnits('99.1234567', 6)).toBe(99_123_456n)
  expect(shortUnits(2_961_474_103n, 6, 2)).toBe('2961.47')
  expect(shortUnits(999_999n, 6, 3)).toBe('0.999')
  expect(shortUnits(5_000_000n, 6, 6)).toBe('5')
})
