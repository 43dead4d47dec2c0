import { useEffect, useState } from 'react'
import {
  type CaipAddress,
  formatBalance,
  formatNumber,
  type ReadonlySignal,
  splitCaipAddress,
} from 'walletdock/plugin'
import { Skeleton, useSignal, WalletImage } from 'walletdock/ui'
import type { BalanceRead, BalanceReader } from './createBalanceReader.js'
import { useTokensMessages } from './messages.js'

export type TokensViewDependencies = {
  read: BalanceReader
  caipAddress: ReadonlySignal<CaipAddress | undefined>
}

/** The Account view's Tokens tab: each token's balance (the header's rule: formatBalance) and USD value. */
export function createTokensView({ read, caipAddress }: TokensViewDependencies) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function TokensView() {
    const t = useTokensMessages()
    const active = useSignal(caipAddress)
    const [result, setResult] = useState<BalanceRead | undefined>()
    useEffect(() => {
      if (!active) return
      const parts = splitCaipAddress(active)
      if (!parts) return
      const controller = new AbortController()
      setResult(undefined)
      read(parts.address, parts.caipNetworkId, controller.signal).then(setResult, () => undefined)
      return () => controller.abort()
    }, [active])
    if (!result) return <Skeleton height={48} />
    if (result.state === 'unavailable') return <p className="muted">{t('unavailable')}</p>
    if (result.balances.length === 0) return <p className="muted">{t('empty')}</p>
    return (
      <ul className="list" aria-label={t('list')}>
        {result.balances.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            className="list-item"
            data-token={token.symbol}
          >
            <WalletImage name={token.symbol} src={token.iconUrl} size={32} />
            <span className="list-item-name">{token.name}</span>
            <span>
              {formatBalance({ value: token.quantity.numeric, symbol: token.symbol })}
              <br />
              <span className="muted">${formatNumber(token.value)}</span>
            </span>
          </li>
        ))}
      </ul>
    )
  }
}
