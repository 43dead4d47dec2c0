import {
  formatBalance,
  formatNumber,
  formatUnits,
  multiplyDecimals,
  type TransferRequest,
} from 'walletdock/plugin'
import type { BalanceItem } from 'walletdock/protocol'
import { Button, Skeleton, WalletImage } from 'walletdock/ui'
import { useSendMessages } from './messages.js'

/** A token amount's value in USD ('12.34'), or undefined when the amount is not a number. */
export function usdValue(amount: string, price: number): string | undefined {
  if (!/^\d*\.?\d+$|^\d+\.$/.test(amount.trim())) return undefined
  try {
    return formatNumber(multiplyDecimals(amount.trim().replace(/\.$/, ''), price, 2))
  } catch {
    return undefined
  }
}

/** A fee is small: up to 8 decimals, so a few gwei still show (truncated, never rounded up). */
const feeDigits = (text: string) => text.replace(/(\.\d{8})\d+$/, '$1')

/** The token step: the account's balances, one button each. */
export function TokenList({
  balances,
  onPick,
}: {
  balances: readonly BalanceItem[]
  onPick(token: BalanceItem): void
}) {
  const t = useSendMessages()
  if (balances.length === 0) return <p className="muted">{t('noTokens')}</p>
  return (
    <ul className="list" aria-label={t('tokens')}>
      {balances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`}>
          <button type="button" className="list-item" data-token={token.symbol} onClick={() => onPick(token)}>
            <WalletImage name={token.symbol} src={token.iconUrl} size={32} />
            <span className="list-item-name">{token.name}</span>
            <span>{formatBalance({ value: token.quantity.numeric, symbol: token.symbol })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export type PreviewProps = {
  request: TransferRequest
  amount: string
  price: number
  receiverName: string | undefined
  /** The fee in the native currency's smallest unit; undefined while it is estimated. */
  fee: bigint | 'unavailable' | undefined
  nativePrice: number | undefined
  loading: boolean
  onEdit(): void
  onSend(): void
}

/** A preview row: its label above, its value below (an address wraps rather than overflow). */
const ROW = { flexDirection: 'column', alignItems: 'flex-start', gap: 2 } as const
const VALUE = { margin: 0, wordBreak: 'break-all' } as const

/** The preview step: what is sent, to whom, and the network fee. */
export function Preview({
  request,
  amount,
  price,
  receiverName,
  fee,
  nativePrice,
  loading,
  onEdit,
  onSend,
}: PreviewProps) {
  const t = useSendMessages()
  const native = request.caipNetwork.nativeCurrency
  const feeText = typeof fee === 'bigint' ? formatUnits(fee, native.decimals) : undefined
  const usd = usdValue(amount, price)
  const feeUsd =
    feeText !== undefined && nativePrice !== undefined ? usdValue(feeText, nativePrice) : undefined
  return (
    <div>
      <dl className="list" data-send-preview="">
        <div className="list-item" style={ROW}>
          <dt className="muted">{t('sending')}</dt>
          <dd data-preview="amount" style={VALUE}>
            {amount} {request.token.symbol}
            {usd === undefined ? null : <span className="muted"> {t('usd', { value: usd })}</span>}
          </dd>
        </div>
        <div className="list-item" style={ROW}>
          <dt className="muted">{t('to')}</dt>
          <dd data-preview="receiver" title={request.to} style={VALUE}>
            {receiverName ?? request.to}
          </dd>
        </div>
        <div className="list-item" style={ROW}>
          <dt className="muted">{t('networkFee')}</dt>
          <dd data-preview="fee" style={VALUE}>
            {fee === undefined ? (
              <Skeleton width={96} height={20} />
            ) : fee === 'unavailable' ? (
              t('feeUnavailable')
            ) : (
              <>
                {feeDigits(feeText ?? '0')} {native.symbol}
                {feeUsd === undefined ? null : <span className="muted"> {t('usd', { value: feeUsd })}</span>}
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="actions">
        <Button onClick={onEdit} disabled={loading}>
          {t('edit')}
        </Button>
        <Button variant="primary" onClick={onSend} disabled={loading || fee === 'unavailable'}>
          {loading ? t('inProgress') : t('send')}
        </Button>
      </div>
    </div>
  )
}
