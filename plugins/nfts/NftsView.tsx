import { useEffect, useState } from 'react'
import { type PluginContext, splitCaipAddress } from 'walletdock/plugin'
import { Skeleton, useSignal, WalletImage } from 'walletdock/ui'
import { createNftReader } from './createNftReader.js'
import { useNftsMessages } from './messages.js'
import type { NftItem } from './protocol/nfts.js'

type Read = { for: string; nfts: NftItem[] } | { for: string; failed: true }

/** The Account view's NFTs tab: a grid of the ERC-721 tokens the account holds on the active chain. */
export function createNftsView(ctx: Pick<PluginContext, 'api' | 'state'>) {
  const read = ctx.api ? createNftReader({ api: ctx.api }) : undefined
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (tab loader), not per render
  return function NftsView() {
    const t = useNftsMessages()
    const active = useSignal(ctx.state.activeCaipAddress)
    const [result, setResult] = useState<Read | undefined>()
    useEffect(() => {
      const parts = splitCaipAddress(active)
      if (!read || !active || !parts) return
      const controller = new AbortController()
      read(parts.address, parts.caipNetworkId, controller.signal).then(
        (nfts) => setResult({ for: active, nfts }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('[appkit] nfts:', error)
          setResult({ for: active, failed: true })
        },
      )
      return () => controller.abort()
    }, [active])
    if (!read) return <p className="muted">{t('failed')}</p>
    if (!result || result.for !== active) return <Skeleton height={120} />
    if ('failed' in result) return <p className="muted">{t('failed')}</p>
    if (result.nfts.length === 0) return <p className="muted">{t('empty')}</p>
    return (
      <ul
        aria-label={t('grid')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 8,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {result.nfts.map((nft) => (
          <li
            key={`${nft.contract}:${nft.tokenId}`}
            data-nft={`${nft.collection.symbol}#${nft.tokenId}`}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, minWidth: 0 }}
          >
            <WalletImage name={nft.name ?? nft.collection.name} src={nft.previewUrl} size={96} />
            <span
              title={nft.name ?? undefined}
              // Two lines before the cut (at a space where one is): "Dev Collection #12" keeps its number at 96 px.
              style={{
                fontSize: 12,
                maxWidth: '100%',
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                textAlign: 'center',
                overflowWrap: 'break-word',
              }}
            >
              {nft.name || t('unnamed')}
            </span>
            <span
              className="muted"
              title={nft.collection.name}
              style={{
                fontSize: 11,
                maxWidth: '100%',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {nft.collection.name}
            </span>
          </li>
        ))}
      </ul>
    )
  }
}
