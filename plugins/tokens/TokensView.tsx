import { useEffect, useState } from 'react'
import { computed, formatBalance, formatNumber, type StateAccess, splitCaipAddress } from 'walletdock/plugin'
import { Skeleton, useSignal, WalletImage } from 'walletdock/ui'
import type { BalanceRead, BalanceReader } from './createBalanceReader.js'
import { useTokensMessages } from './messages.js'

export type TokensViewDependencies = {
  read: BalanceReader
  state: Pick<StateAccess, 'account' | 'activeNamespace' | 'activeCaipAddress'>
}

/**
 * The Account view's Tokens tab: each token's balance (the header's rule: formatBalance) and USD value.
 * The native row shows the store's balance, the one the header shows, so both always agree; when that
 * balance moves (a send, a chain switch, a block with a transfer) the other tokens are read again.
 */
export function createTokensView({ read, state }: TokensViewDependencies) {
  const account = computed(() => state.account(state.activeNamespace.value).value)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function TokensView() {
    const t = useTokensMessages()
    const active = useSignal(state.activeCaipAddress)
    const { balance, balanceSymbol } = useSignal(account)
    const [result, setResult] = useState<{ for: string; read: BalanceRead } | undefined>()
    useEffect(() => {
      if (!active) return
      const parts = splitCaipAddress(active)
      if (!parts) return
      const controller = new AbortController()
      read(parts.address, parts.caipNetworkId, controller.signal, balance).then(
        (answer) => setResult({ for: active, read: answer }),
        () => undefined,
      )
      return () => controller.abort()
    }, [active, balance])
    // Another account's or chain's list is never shown; the list stays while it is read again.
    if (!result || result.for !== active) return <Skeleton height={48} />
    if (result.read.state === 'unavailable') return <p className="muted">{t('unavailable')}</p>
    if (result.read.state !== 'ok') return <p className="muted">{t('originRefused')}</p>
    if (result.read.balances.length === 0) return <p className="muted">{t('empty')}</p>
    return (
      <ul className="list" aria-label={t('list')}>
        {result.read.balances.map((token) => {
          const native = token.address === undefined
          const value = native ? Number(balance) * token.price : token.value
          return (
            <li
              key={`${token.chainId}:${token.address ?? 'native'}`}
              className="list-item"
              data-token={token.symbol}
            >
              <WalletImage name={token.symbol} src={token.iconUrl} size={32} />
              <span className="list-item-name">{token.name}</span>
              {native && balance === undefined ? (
                <Skeleton width={96} height={20} />
              ) : (
                <span>
                  {formatBalance(
                    native
                      ? { value: balance ?? '', symbol: balanceSymbol ?? token.symbol }
                      : { value: token.quantity.numeric, symbol: token.symbol },
                  )}
                  <br />
                  <span className="muted">${formatNumber(value)}</span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    )
  }
}
