import { useEffect, useRef } from 'react'
import { formatBalance } from 'walletdock/plugin'
import { Skeleton, WalletImage } from 'walletdock/ui'
import type { SwapQuote, SwapToken } from './createSwapper.js'
import { useSwapMessages } from './messages.js'
import { shortUnits, tokenAmount } from './parseAmount.js'
import { SWAP_SLIPPAGE_TOLERANCE } from './protocol/convert.js'

/** The token picker: the network's swappable tokens with the account's balance of each. */
export function TokenList({
  tokens,
  onPick,
}: {
  tokens: readonly SwapToken[]
  onPick(token: SwapToken): void
}) {
  const t = useSwapMessages()
  const list = useRef<HTMLUListElement>(null)
  // The focus moves into the picker (its first token); the header's Back returns to the form.
  useEffect(() => list.current?.querySelector('button')?.focus(), [])
  return (
    <ul className="list" aria-label={t('tokens')} ref={list}>
      {tokens.map((token) => (
        <li key={token.address}>
          <button type="button" className="list-item" data-token={token.symbol} onClick={() => onPick(token)}>
            <WalletImage name={token.symbol} src={token.logoUri} size={32} />
            <span className="list-item-name">{token.name}</span>
            <span>{formatBalance({ value: token.balance, symbol: token.symbol })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** One side of the swap: its label, and the token button showing the balance (opens the picker). */
export function TokenButton({
  side,
  token,
  onOpen,
  focusRef,
}: {
  side: 'from' | 'to'
  token: SwapToken | undefined
  onOpen(): void
  focusRef?: (node: HTMLButtonElement | null) => void
}) {
  const t = useSwapMessages()
  return (
    <>
      <span className="field-label">{t(side)}</span>
      <button type="button" className="list-item" data-swap-token={side} onClick={onOpen} ref={focusRef}>
        {token ? <WalletImage name={token.symbol} src={token.logoUri} size={32} /> : null}
        <span className="list-item-name">{token ? token.symbol : t('selectToken')}</span>
        {token ? (
          <span className="muted" data-swap-balance={side}>
            {t('balance', { balance: formatBalance({ value: token.balance, symbol: token.symbol }) })}
          </span>
        ) : null}
      </button>
    </>
  )
}

const ROW = { justifyContent: 'space-between' } as const
/** A figure and its symbol stay on one line; the label beside it wraps first ("Minimum received" at 360 px). */
const VALUE = { whiteSpace: 'nowrap', margin: 0 } as const

/** The quote: what is received, the price impact, the minimum received at the slippage tolerance, the fee. */
export function QuoteDetails({
  quote,
  to,
  native,
}: {
  quote: SwapQuote | 'loading' | undefined
  to: SwapToken
  native: SwapToken | undefined
}) {
  const t = useSwapMessages()
  if (quote === undefined) return null
  if (quote === 'loading')
    return (
      <div aria-busy="true">
        <p className="muted">{t('quoting')}</p>
        <Skeleton height={72} />
      </div>
    )
  return (
    <div className="list" data-swap-quote="">
      <p data-quote="received" style={{ margin: 0 }}>
        {t('received', { amount: tokenAmount(quote.toAmount, to.decimals), symbol: to.symbol })}
      </p>
      <dl className="list">
        <div className="list-item" style={ROW}>
          <dt className="muted">{t('priceImpact')}</dt>
          <dd style={VALUE} data-quote="priceImpact">
            {quote.priceImpact}%
          </dd>
        </div>
        <div className="list-item" style={ROW}>
          <dt className="muted" title={t('slippage', { value: String(SWAP_SLIPPAGE_TOLERANCE) })}>
            {t('minimum')}
          </dt>
          <dd style={VALUE} data-quote="minimum" data-units={String(quote.minimum)}>
            {tokenAmount(quote.minimum, to.decimals)} {to.symbol}
          </dd>
        </div>
        <div className="list-item" style={ROW}>
          <dt className="muted">{t('networkFee')}</dt>
          {/* A fee is small: up to 8 decimals, as Send's preview shows it (3 would show most fees as 0). */}
          <dd style={VALUE} data-quote="fee">
            {shortUnits(quote.networkFee, native?.decimals ?? 18, 8)} {native?.symbol ?? ''}
          </dd>
        </div>
      </dl>
    </div>
  )
}
