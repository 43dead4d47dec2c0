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
  it("reads a token's balance by its contract, and SOL (native, contract '') by the entry without an address", async () => {
    const item = (symbol: string, decimals: string, numeric: string, address?: string) => ({
      name: symbol,
      symbol,
      chainId: 'solana:dev',
      ...(address ? { address } : {}),
      value: 0,
      price: 0,
      quantity: { decimals, numeric },
      iconUrl: '',
    })
    const asked: unknown[] = []
    const client = createOnRampClient({
      api: {
        get: async (request: unknown) => {
          asked.push(request)
          return { balances: [item('DUSD', '6', '12.5', 'solana:dev:Mint111'), item('SOL', '9', '1000.25')] }
        },
      },
      alerts: { show: () => undefined },
      state: {} as never,
    } as never)
    const account = { address: 'Buyer111', caipNetworkId: 'solana:dev' }
    expect(await client.tokenBalance(account, '')).toEqual({
      units: 1_000_250_000_000n,
      numeric: '1000.25',
      decimals: 9,
    })
    expect(await client.tokenBalance(account, 'mint111')).toMatchObject({ units: 12_500_000n, decimals: 6 })
    expect(await client.tokenBalance(account, 'Other')).toEqual({ units: 0n, numeric: '0', decimals: 0 })
    expect(asked[0]).toMatchObject({
      path: 'v1/account/Buyer111/balance',
      params: { chainId: 'solana:dev', forceUpdate: '1' },
    })
  })
})
