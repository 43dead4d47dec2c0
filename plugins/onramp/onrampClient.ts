import { type PluginContext, splitCaipAddress } from 'walletdock/plugin'
import { balanceResponseSchema } from 'walletdock/protocol'
import { sampleOptionsAlert } from './alerts.js'
import { SAMPLE_OPTIONS } from './constants.js'
import {
  type OnrampOptions,
  type OnrampUrlRequest,
  onrampOptionsSchema,
  onrampUrlResponseSchema,
  type PaymentMethodId,
  PROVIDER_FEE_PERCENT,
  type Quote,
  type QuoteRequest,
  quoteSchema,
} from './protocol/onramp.js'

export type OnRampAccount = { address: string; caipNetworkId: string }
/** The options, and whether they are the spec's sample data (the service did not answer). */
export type LoadedOptions = { options: OnrampOptions; sample: boolean }
/** A quote, and whether it is mocked (the quote service did not answer). */
export type LoadedQuote = { quote: Quote; mocked: boolean }

/** "12.5" with 6 decimals → 12500000n; the services' numeric balances are decimals as text. */
export function unitsOf(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return (
    BigInt(whole || '0') * 10n ** BigInt(decimals) +
    BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
  )
}

/**
 * spec section 7: a quote when the quote service fails, marked mocked: the amount less the provider's highest fee,
 * one for one (the purchasable tokens are dollar stablecoins).
 */
export function mockedQuote(request: QuoteRequest, symbol: string): Quote {
  const cents = Math.round(Number(request.amount) * 100)
  const fee = Math.ceil((cents * PROVIDER_FEE_PERCENT[request.paymentMethod ?? 'card']) / 100)
  const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency: request.paymentCurrency })
  return {
    networkFee: money(0),
    paymentSubtotal: money(cents - fee),
    paymentTotal: money(cents),
    purchaseAmount: { amount: ((cents - fee) / 100).toFixed(2), currency: symbol },
    quoteId: `mocked-${crypto.randomUUID()}`,
  }
}

/** What the on-ramp view asks the services: options, quotes, the provider link, the bought token's balance. */
export function createOnRampClient(ctx: Pick<PluginContext, 'api' | 'state' | 'alerts'>) {
  let loaded: Promise<LoadedOptions> | undefined
  return {
    account(): OnRampAccount | undefined {
      const namespace = ctx.state.activeNamespace.value
      const parts = splitCaipAddress(ctx.state.account(namespace).value.caipAddress)
      return parts ? { address: parts.address, caipNetworkId: parts.caipNetworkId } : undefined
    },
    /** Loaded once per view instance; a failure gives the sample data (and an alert saying so). */
    options(): Promise<LoadedOptions> {
      loaded ??= (async () => {
        try {
          if (!ctx.api) throw new Error('no services API')
          return {
            options: await ctx.api.get({ path: 'v1/onramp/options', schema: onrampOptionsSchema }),
            sample: false,
          }
        } catch {
          loaded = undefined // the next view asks again
          ctx.alerts.show(sampleOptionsAlert)
          return { options: SAMPLE_OPTIONS, sample: true }
        }
      })()
      return loaded
    },
    async quote(request: QuoteRequest, symbol: string, signal: AbortSignal): Promise<LoadedQuote> {
      try {
        if (!ctx.api) throw new Error('no services API')
        return {
          quote: await ctx.api.post({ path: 'v1/onramp/quote', body: request, schema: quoteSchema, signal }),
          mocked: false,
        }
      } catch (error) {
        if (signal.aborted) throw error
        return { quote: mockedQuote(request, symbol), mocked: true }
      }
    },
    async link(request: OnrampUrlRequest): Promise<string> {
      if (!ctx.api)
        throw new Error('the on-ramp needs endpoints.api (the services API) to link to a provider')
      return (
        await ctx.api.post({
          path: 'v1/generators/onrampurl',
          body: request,
          schema: onrampUrlResponseSchema,
        })
      ).url
    },
    /**
     * The account's balance of the token at `contract` (the native currency, SOL, for '') in its smallest unit, read
     * fresh (past the services' cache).
     */
    async tokenBalance(
      account: OnRampAccount,
      contract: string,
    ): Promise<{ units: bigint; numeric: string; decimals: number }> {
      if (!ctx.api) throw new Error('the on-ramp needs endpoints.api to read balances')
      const { balances } = await ctx.api.get({
        path: `v1/account/${encodeURIComponent(account.address)}/balance`,
        params: { currency: 'usd', chainId: account.caipNetworkId, forceUpdate: '1' },
        schema: balanceResponseSchema,
      })
      const item = balances.find((entry) =>
        contract ? entry.address?.toLowerCase().endsWith(contract.toLowerCase()) : !entry.address,
      )
      if (!item) return { units: 0n, numeric: '0', decimals: 0 }
      const decimals = Number(item.quantity.decimals)
      return { units: unitsOf(item.quantity.numeric, decimals), numeric: item.quantity.numeric, decimals }
    },
  }
}
export type OnRampClient = ReturnType<typeof createOnRampClient>
export type { PaymentMethodId }
