import type { ReadonlySignal } from '@preact/signals-core'
import { useEffect, useState } from 'react'
import { formatNumber } from '../../kernel/format/formatNumber.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import type { CaipAddress } from '../../kernel/store/types.js'
import { Skeleton } from '../../ui/primitives/Skeleton.js'
import { WalletImage } from '../../ui/primitives/WalletImage.js'
import { useSignal } from '../../ui/react/useSignal.js'
import type { BalanceRead, BalanceReader } from './createBalanceReader.js'

export type TokensViewDependencies = {
  read: BalanceReader
  caipAddress: ReadonlySignal<CaipAddress | undefined>
}

/** The Account view's Tokens tab: each token's balance (the header's rule: formatBalance) and USD value. */
export function createTokensView({ read, caipAddress }: TokensViewDependencies) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function TokensView() {
    const active = useSignal(caipAddress)
    const [result, setResult] = useState<BalanceRead | undefined>()
    useEffect(() => {
      if (!active) return
      const [namespace, reference, address] = active.split(':')
      const controller = new AbortController()
      setResult(undefined)
      read(address ?? '', `${namespace}:${reference}`, controller.signal).then(setResult, () => undefined)
      return () => controller.abort()
    }, [active])
    if (!result) return <Skeleton height={48} />
    if (result.state === 'unavailable') return <p className="muted">Token Balance Unavailable</p>
    if (result.balances.length === 0) return <p className="muted">No tokens</p>
    return (
      <ul className="list" aria-label="Tokens">
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
