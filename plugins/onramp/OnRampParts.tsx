import { formatNumber } from 'walletdock/plugin'
import { Button, Skeleton, WalletImage } from 'walletdock/ui'
import { PROVIDER } from './constants.js'
import { useOnRampMessages } from './messages.js'
import type { LoadedQuote } from './onrampClient.js'

/** The providers with their quotes; a skeleton while `quotesLoading`. */
export function ProviderList(props: {
  quotesLoading: boolean
  quote: LoadedQuote | undefined
  symbol: string
  onPick(): void
}) {
  const t = useOnRampMessages()
  const { quote } = props
  return (
    <section aria-label={t('providers')} className="list">
      <span className="field-label">{t('providers')}</span>
      {props.quotesLoading ? (
        <div data-onramp-quotes-loading="" aria-busy="true">
          <span className="muted">{t('quoting')}</span>
          <Skeleton height={56} />
        </div>
      ) : quote ? (
        <>
          <button
            type="button"
            className="list-item"
            data-onramp-provider={PROVIDER.id}
            onClick={props.onPick}
          >
            <WalletImage name={PROVIDER.name} size={32} />
            {/* The name and the quote on two lines: neither is cut short. */}
            <span style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
              <strong>{PROVIDER.name}</strong>
              <span className="muted" data-onramp-quote="">
                {t('youGet', {
                  amount: formatNumber(quote.quote.purchaseAmount.amount),
                  symbol: props.symbol,
                })}
              </span>
            </span>
          </button>
          <p className="muted" data-onramp-fees="">
            {t('fees', {
              fees: (
                Number(quote.quote.paymentTotal.amount) - Number(quote.quote.paymentSubtotal.amount)
              ).toFixed(2),
              total: quote.quote.paymentTotal.amount,
              currency: quote.quote.paymentTotal.currency,
            })}
          </p>
          {quote.mocked ? (
            <p className="muted" data-onramp-mocked="">
              {t('mocked')}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('enterAmount')}</p>
      )}
    </section>
  )
}

/** While the provider's window is open, then while the bought tokens are on their way. */
export function Pending(props: {
  notice: string | undefined
  arriving: { amount: string; symbol: string } | undefined
  onCancel(): void
}) {
  const t = useOnRampMessages()
  return (
    <div className="center" data-onramp-pending="">
      <Skeleton height={48} />
      <p role="status" data-onramp-status="">
        {props.arriving ? t('arriving', props.arriving) : t('pending', { provider: PROVIDER.name })}
      </p>
      {props.notice ? (
        <p className="error-text" role="alert" data-onramp-notice="">
          {props.notice}
        </p>
      ) : null}
      {props.arriving ? null : <Button onClick={props.onCancel}>{t('cancel')}</Button>}
    </div>
  )
}

/** The bought tokens arrived: how many, and the new balance. */
export function Done(props: {
  amount: string
  symbol: string
  balance: string
  onMore(): void
  onDone(): void
}) {
  const t = useOnRampMessages()
  return (
    <div className="center" data-onramp-done="">
      <p role="status">{t('arrived', { amount: formatNumber(props.amount), symbol: props.symbol })}</p>
      <p data-onramp-balance="">
        {t('newBalance', { balance: formatNumber(props.balance), symbol: props.symbol })}
      </p>
      <Button variant="primary" onClick={props.onDone}>
        {t('done')}
      </Button>
      <Button onClick={props.onMore}>{t('buyMore')}</Button>
    </div>
  )
}
