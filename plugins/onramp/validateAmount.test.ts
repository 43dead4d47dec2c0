import { describe, expect, it } from 'vitest'
import { SAMPLE_OPTIONS } from './constants.js'
import { validateAmount } from './validateAmount.js'

const check = (amount: string, method = 'card', currency = 'USD') =>
  validateAmount(amount, currency, method, SAMPLE_OPTIONS)?.shortMessage

describe('validateAmount (spec section 5 limits)', () => {
  it('takes card amounts from 10.00 to 7500.00 and bank amounts from 10.00 to 25000.00', () => {
    for (const amount of ['10', '10.00', '50', '7500', '7500.00']) expect(check(amount)).toBeUndefined()
    for (const amount of ['10', '7500.01', '25000']) expect(check(amount, 'ach_bank_account')).toBeUndefined()
  })

  it('names the limit an amount breaks, by method and currency', () => {
    expect(check('9.99')).toBe('The minimum by card is 10.00 USD')
    expect(check('7500.01')).toBe('The maximum by card is 7500.00 USD')
    expect(check('25000.01', 'ach_bank_account')).toBe('The maximum by bank account is 25000.00 USD')
    expect(check('5', 'card', 'EUR')).toBe('The minimum by card is 10.00 EUR')
    expect(validateAmount('0', 'USD', 'card', SAMPLE_OPTIONS)?.code).toBe('ONRAMP_BELOW_MINIMUM')
  })

  it('refuses what is not an amount of money', () => {
    for (const amount of ['', 'abc', '1e3', '10.001', '-10', '10,00'])
      expect(check(amount)).toBe('Enter an amount, like 50 or 50.00')
  })
})
