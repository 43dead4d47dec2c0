import { describe, expect, it } from 'vitest'
import { signal } from 'walletdock/plugin'
import { SAMPLE_OPTIONS } from './constants.js'
import { createOnRampClient, mockedQuote, unitsOf } from './onrampClient.js'

describe('on-ramp client', () => {
  it('reads decimal balances as units', () => {
    expect(unitsOf('12.5', 6)).toBe(12_500_000n)
    expect(unitsOf('0.000001', 6)).toBe(1n)
    expect(unitsOf('3', 6)).toBe(3_000_000n)
  })

  it('mocks a quote when the service fails: the amount less the highest fee of the method, one for one', () => {
    const card = mockedQuote(
      { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '20', network: 'eip155:1' },
      'DUSD',
    )
    expect(card).toMatchObject({
      paymentTotal: { amount: '20.00', currency: 'USD' },
      paymentSubtotal: { amount: '19.60', currency: 'USD' },
      purchaseAmount: { amount: '19.60', currency: 'DUSD' },
    })
    expect(card.quoteId).toMatch(/^mocked-/)
    const bank = mockedQuote(
      {
        purchaseCurrency: 'DUSD',
        paymentCurrency: 'EUR',
        amount: '100',
        network: 'eip155:1',
        paymentMethod: 'ach_bank_account',
      },
      'DUSD',
    )
    expect(bank.purchaseAmount.amount).toBe('99.00')
  })

  it('gives the sample options, with the alert, when there is no services API; the quote is mocked', async () => {
    const shown: unknown[] = []
    const client = createOnRampClient({
      api: undefined,
      alerts: { show: (alert) => shown.push(alert) },
      state: {
        activeNamespace: signal('eip155'),
        account: () => signal({ caipAddress: undefined }),
      } as never,
    })
    expect(await client.options()).toEqual({ options: SAMPLE_OPTIONS, sample: true })
    expect(shown).toMatchObject([{ code: 'ONRAMP_SAMPLE_DATA', message: 'On-ramp sample data' }])
    const quote = await client.quote(
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:1' },
      'USDC',
      new AbortController().signal,
    )
    expect(quote.mocked).toBe(true)
    await expect(
      client.link({
        destinationWallets: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
        partnerUserId: 'u',
      }),
    ).rejects.toThrow('the on-ramp needs endpoints.api')
  })
})
