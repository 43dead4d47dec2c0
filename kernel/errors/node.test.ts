import { expect, it } from 'vitest'
import {
  ExecutionRevertedError,
  GasTooLowError,
  InsufficientFundsError,
  NonceTooHighError,
  NonceTooLowError,
  nodeErrorOf,
} from './node.js'

it('finds the node error in the cause chain of what a wallet threw', () => {
  const node = { code: -32000, message: 'insufficient funds for gas * price + value: have 0 want 1' }
  const wrapped = new Error('The wallet could not send', { cause: node })
  const found = nodeErrorOf(wrapped)
  expect(found).toBeInstanceOf(InsufficientFundsError)
  expect(found?.cause).toBe(wrapped)
  expect(nodeErrorOf(new Error('nonce too low: next nonce 5, tx nonce 4'))).toBeInstanceOf(NonceTooLowError)
  expect(nodeErrorOf({ details: 'nonce too high' })).toBeInstanceOf(NonceTooHighError)
  expect(nodeErrorOf(new Error('intrinsic gas too low'))).toBeInstanceOf(GasTooLowError)
  expect(nodeErrorOf(new Error('execution reverted: ERC20: transfer amount exceeds balance'))).toBeInstanceOf(
    ExecutionRevertedError,
  )
  // Solana's text for a payer without lamports.
  expect(
    nodeErrorOf(new Error('Attempt to debit an account but found no record of a prior credit.')),
  ).toBeInstanceOf(InsufficientFundsError)
})

it('leaves other errors alone and keeps one already named', () => {
  expect(nodeErrorOf(new Error('User rejected the request.'))).toBeUndefined()
  expect(nodeErrorOf('nothing')).toBeUndefined()
  const named = new NonceTooLowError()
  expect(nodeErrorOf(named)).toBe(named)
})
