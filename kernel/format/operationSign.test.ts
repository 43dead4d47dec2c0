import { expect, it } from 'vitest'
import { operationSign } from './operationSign.js'

it('operation types receive, deposit, borrow, claim get +; withdraw, repay, burn get -', () => {
  expect(['receive', 'deposit', 'borrow', 'claim'].map(operationSign)).toEqual(['+', '+', '+', '+'])
  expect(['withdraw', 'repay', 'burn'].map(operationSign)).toEqual(['-', '-', '-'])
  expect(operationSign('send')).toBe('')
})
