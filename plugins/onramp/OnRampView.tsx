import { useEffect, useMemo, useRef, useState } from 'react'
import { BaseError } from 'walletdock/errors'
import type { PluginContext } from 'walletdock/plugin'
import { Input, Skeleton, useModal, useSignal } from 'walletdock/ui'
import { LAST_PAYMENT_CURRENCY, LAST_PAYMENT_METHOD, POPUP_FEATURES, QUOTE_DEBOUNCE_MS } from './constants.js'
import { OnRampPopupBlockedError, OnRampUnsupportedNetworkError } from './errors.js'
import { useOnRampMessages } from './messages.js'
import { Done, Pending, ProviderList } from './OnRampParts.js'
import { createOnRampClient, type LoadedOptions } from './onrampClient.js'
import { createOnRampState } from './onrampState.js'
import { PAYMENT_METHOD_LIMITS, type PaymentMethodId } from './protocol/onramp.js'
import { limitsOf, validateAmount } from './validateAmount.js'
import { type Balance, watchProvider } from './watchProvider.js'

type Step =
  | { kind: 'form' }
  | { kind: 'pending'; popup: Window; providerOrigin: string; before: Balance; contract: string }
  | { kind: 'done'; amount: string; balance: string }

const messageOf = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)

/**
 * The OnRampProviders view (spec sections 3 to 7): the token bought on the connected network, an amount in a
 * payment currency, the payment method with its limits, the providers' quotes; the chosen provider's checkout in a
 * popup; then a pending state until the tokens arrive, and the new balance.
 */
export function createOnRampView(ctx: PluginContext) {
  const client = createOnRampClient(ctx)
  const state = createOnRampState({
    currency: ctx.storage.get(LAST_PAYMENT_CURRENCY),
    method: ctx.storage.get(LAST_PAYMENT_METHOD),
  })
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function OnRampView() {
    const t = useOnRampMessages()
    const { kernel } = useModal()
    const amount = useSignal(state.paymentAmount)
    const currency = useSignal(state.paymentCurrency)
    const method = useSignal(state.paymentMethod)
    const quotesLoading = useSignal(state.quotesLoading)
    const quote = useSignal(state.quote)
    const error = useSignal(state.error)
    const [loaded, setLoaded] = useState<LoadedOptions | undefined>()
    const [step, setStep] = useState<Step>({ kind: 'form' })
    const [notice, setNotice] = useState<string | undefined>()
    const [arriving, setArriving] = useState<{ amount: string; symbol: string } | undefined>()
    const caipAddress = useSignal(kernel.account)?.caipAddress
    // biome-ignore lint/correctness/useExhaustiveDependencies: caipAddress is what the client's account reads
    const account = useMemo(() => client.account(), [caipAddress])
    const purchase = useMemo(() => {
      for (const entry of loaded?.options.purchaseCurrencies ?? [])
        for (const network of entry.networks)
          if (network.name === account?.caipNetworkId) return { currency: entry, network }
      return undefined
    }, [loaded, account])

    useEffect(() => {
      void client.options().then(setLoaded)
    }, [])

    // A typed amount is checked against its method's limits, then quoted, 500 ms after the last change.
    useEffect(() => {
      state.quote.value = undefined
      state.error.value = undefined
      if (!loaded || !purchase || !amount.trim()) return
      const controller = new AbortController()
      const timer = setTimeout(() => {
        const problem = validateAmount(amount, currency, method, loaded.options)
        if (problem) {
          state.error.value = problem.shortMessage
          return
        }
        state.quotesLoading.value = true
        const request = {
          purchaseCurrency: purchase.currency.id,
          paymentCurrency: currency,
          amount: amount.trim(),
          network: purchase.network.name,
          paymentMethod: method,
        }
        client
          .quote(request, purchase.currency.symbol, controller.signal)
          .then((answer) => {
            state.quote.value = answer
          })
          .catch(() => undefined)
          .finally(() => {
            if (!controller.signal.aborted) state.quotesLoading.value = false
          })
      }, QUOTE_DEBOUNCE_MS)
      return () => {
        clearTimeout(timer)
        controller.abort()
        state.quotesLoading.value = false
      }
    }, [loaded, purchase, amount, currency, method])

    const strings = useRef(t)
    strings.current = t
    // The provider's window reports its order to this page's origin; only its own messages count.
    useEffect(() => {
      if (step.kind !== 'pending' || !account || !purchase) return
      const symbol = purchase.currency.symbol
      return watchProvider({
        ...step,
        account,
        client,
        onFailed: (message) =>
          setNotice(
            message.reason
              ? strings.current('declined', { reason: message.reason })
              : strings.current('failed'),
          ),
        onPaid: (amount) => {
          setNotice(undefined)
          setArriving({ amount, symbol })
        },
        onArrived: (amount, balance) => {
          setArriving(undefined)
          setStep({ kind: 'done', amount, balance })
        },
        onError: (message) => {
          state.error.value = message
          setArriving(undefined)
          setStep({ kind: 'form' })
        },
      })
    }, [step, account, purchase])

    if (!loaded || !account) return <Skeleton height={200} />

    const buy = async () => {
      if (!purchase || !quote) return
      state.error.value = undefined
      // Opened at once, in the click: a window opened after an await is blocked as unrequested.
      const popup = window.open('about:blank', 'walletdock-onramp', POPUP_FEATURES)
      if (!popup) {
        state.error.value = new OnRampPopupBlockedError().shortMessage
        return
      }
      try {
        const contract = purchase.network.contract_address
        const [url, before] = await Promise.all([
          client.link({
            destinationWallets: [
              {
                address: account.address,
                blockchains: [purchase.network.name],
                assets: [purchase.currency.id],
              },
            ],
            defaultNetwork: purchase.network.name,
            partnerUserId: account.address,
            defaultExperience: 'buy',
            presetFiatAmount: Number(amount),
            fiatCurrency: currency,
            paymentMethod: method,
          }),
          client.tokenBalance(account, contract),
        ])
        // Only a web page is opened, whatever the services answered.
        if (!/^https?:\/\//i.test(url))
          throw new Error(`the provider link is not a web page: ${url.slice(0, 40)}`)
        popup.location.href = url
        setNotice(undefined)
        setStep({ kind: 'pending', popup, providerOrigin: new URL(url).origin, before, contract })
      } catch (cause) {
        popup.close()
        state.error.value = messageOf(cause)
      }
    }

    if (step.kind === 'pending')
      return (
        <Pending
          notice={notice}
          arriving={arriving}
          onCancel={() => {
            step.popup.close()
            setStep({ kind: 'form' })
          }}
        />
      )
    if (step.kind === 'done' && purchase)
      return (
        <Done
          amount={step.amount}
          symbol={purchase.currency.symbol}
          balance={step.balance}
          onDone={() => kernel.goBack()}
          onMore={() => {
            state.paymentAmount.value = ''
            setStep({ kind: 'form' })
          }}
        />
      )

    const limit = limitsOf(loaded.options, currency, method)
    return (
      <form className="list" noValidate onSubmit={(event) => event.preventDefault()}>
        {loaded.sample ? (
          <p className="error-text" role="alert" data-onramp-sample="">
            {t('sample')}
          </p>
        ) : null}
        {purchase ? (
          <p className="muted" data-onramp-purchase="">
            {t('youBuy', { symbol: purchase.currency.symbol, network: purchase.network.display_name })}
          </p>
        ) : (
          <p className="error-text" role="alert" data-onramp-unsupported="">
            {new OnRampUnsupportedNetworkError({ network: account.caipNetworkId }).shortMessage}
          </p>
        )}
        <div className="row" style={{ alignItems: 'flex-end', flexWrap: 'nowrap' }}>
          <div style={{ flex: 1 }}>
            <Input
              label={t('amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                state.paymentAmount.value = event.currentTarget.value
              }}
            />
          </div>
          <label className="field">
            <span className="field-label">{t('currency')}</span>
            <select
              className="search"
              value={currency}
              onChange={(event) => {
                state.paymentCurrency.value = event.currentTarget.value
                ctx.storage.set(LAST_PAYMENT_CURRENCY, event.currentTarget.value as 'USD' | 'EUR')
              }}
            >
              {loaded.options.paymentCurrencies.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.id}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="field">
          <span className="field-label">{t('method')}</span>
          <select
            className="search"
            value={method}
            onChange={(event) => {
              const next = event.currentTarget.value as PaymentMethodId
              state.paymentMethod.value = next
              ctx.storage.set(LAST_PAYMENT_METHOD, next)
            }}
          >
            {PAYMENT_METHOD_LIMITS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.id)}
              </option>
            ))}
          </select>
        </label>
        {limit ? (
          <p className="muted" data-onramp-limits="">
            {t('limits', { method: t(method), min: limit.min, max: limit.max, currency })}
          </p>
        ) : null}
        {error ? (
          <p className="error-text" role="alert" data-onramp-error="">
            {error}
          </p>
        ) : null}
        {purchase ? (
          <ProviderList
            quotesLoading={quotesLoading}
            quote={error ? undefined : quote}
            symbol={purchase.currency.symbol}
            onPick={() => void buy()}
          />
        ) : null}
      </form>
    )
  }
}
