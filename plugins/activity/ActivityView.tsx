import { useCallback, useEffect, useRef, useState } from 'react'
import { type PluginContext, shortenAddress, splitCaipAddress } from 'walletdock/plugin'
import { Skeleton, useModal, useSignal, WalletImage } from 'walletdock/ui'
import { ACTIVITY_REFRESH_MS } from './constants.js'
import { createHistoryReader, type HistoryReader } from './createHistoryReader.js'
import { useActivityMessages } from './messages.js'
import type { ActivityTransaction } from './protocol/history.js'
import { mergeFirstPage, relativeTime, transferText } from './transactionRules.js'

type ActivityContext = Pick<PluginContext, 'api' | 'analytics' | 'state' | 'transfers'>

/** The list of one account on one chain: the pages read so far and the cursor of the next. */
type ListState = {
  for: string
  transactions: ActivityTransaction[]
  next: string | undefined
  loading: boolean
  /** Marked empty: no transactions, or the history could not be read ('Failed to fetch transactions'). */
  empty: boolean
}

/**
 * The Account view's Activity tab: the account's transactions on the active chain from the services history,
 * newest first; the next page loads when the end of the list scrolls into view.
 */
export function createActivityView(ctx: ActivityContext) {
  const read: HistoryReader | undefined = ctx.api
    ? createHistoryReader({ api: ctx.api, analytics: ctx.analytics })
    : undefined
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (tab loader), not per render
  return function ActivityView() {
    const { kernel } = useModal()
    const t = useActivityMessages()
    const active = useSignal(ctx.state.activeCaipAddress)
    const network = useSignal(ctx.state.activeCaipNetwork)
    const [list, setList] = useState<ListState | undefined>()
    // The list as last rendered, for the observer's callback (which outlives renders).
    const latest = useRef(list)
    latest.current = list
    const observer = useRef<IntersectionObserver | undefined>(undefined)
    const controller = useRef<AbortController | undefined>(undefined)
    // The latest toast and strings, for the load's answer (load itself stays one function).
    const failed = useRef(() => kernel.showToast('error', t('failed')))
    failed.current = () => kernel.showToast('error', t('failed'))

    const load = useCallback((key: string, cursor: string | undefined) => {
      const parts = splitCaipAddress(key)
      if (!read || !parts) return
      const abort = new AbortController()
      controller.current = abort
      // Marked at once (not at the next render): the end in view twice asks for one page.
      if (latest.current?.for === key) latest.current = { ...latest.current, loading: true }
      setList((current) =>
        current && current.for === key
          ? { ...current, loading: true }
          : { for: key, transactions: [], next: undefined, loading: true, empty: false },
      )
      read({ address: parts.address, caipNetworkId: parts.caipNetworkId, cursor, signal: abort.signal }).then(
        (page) =>
          setList((current) =>
            current?.for === key
              ? {
                  ...current,
                  transactions: [...current.transactions, ...page.transactions],
                  next: page.next,
                  loading: false,
                  empty: current.transactions.length + page.transactions.length === 0 && !page.next,
                }
              : current,
          ),
        (error: unknown) => {
          if (abort.signal.aborted) return
          console.warn('[appkit] activity:', error)
          failed.current()
          setList({ for: key, transactions: [], next: undefined, loading: false, empty: true })
        },
      )
    }, [])

    // The first page on first show, and again for another account or chain.
    useEffect(() => {
      if (!active) return
      load(active, undefined)
      return () => controller.current?.abort()
    }, [active, load])

    // While the tab shows (and the page is visible), the first page is read again: a transfer the services index
    // after the tab opened (a purchase, a send from elsewhere) appears on top, and a pending one confirms. A
    // failed refresh (tracked like any failed read) keeps the list as it is and ends the refreshing until the
    // tab shows again.
    useEffect(() => {
      if (!active || !read) return
      const parts = splitCaipAddress(active)
      if (!parts) return
      const abort = new AbortController()
      let inFlight = false
      const timer = setInterval(() => {
        const current = latest.current
        if (inFlight || document.hidden || current?.for !== active || current.loading) return
        inFlight = true
        read({ address: parts.address, caipNetworkId: parts.caipNetworkId, signal: abort.signal })
          .then(
            (page) =>
              setList((listed) =>
                listed?.for !== active || listed.loading
                  ? listed
                  : listed.transactions.length === 0
                    ? {
                        ...listed,
                        transactions: page.transactions,
                        next: page.next,
                        empty: !page.next && page.transactions.length === 0,
                      }
                    : { ...listed, transactions: mergeFirstPage(listed.transactions, page.transactions) },
              ),
            (error: unknown) => {
              if (abort.signal.aborted) return
              console.warn('[appkit] activity refresh:', error)
              clearInterval(timer)
            },
          )
          .finally(() => {
            inFlight = false
          })
      }, ACTIVITY_REFRESH_MS)
      return () => {
        clearInterval(timer)
        abort.abort()
      }
    }, [active])

    // Loading more as the list scrolls: the end of the list in view asks for the next page. The end is a new
    // element after each page (its key), so a new observer reports where it is once the page is laid out; an
    // end still in view (a page whose transactions were all left out) asks again.
    const watchEnd = useCallback(
      (end: HTMLLIElement | null) => {
        observer.current?.disconnect()
        observer.current = undefined
        if (!end || typeof IntersectionObserver === 'undefined') return
        observer.current = new IntersectionObserver((entries) => {
          const current = latest.current
          if (!entries.some((entry) => entry.isIntersecting) || !current || current.loading) return
          if (current.next) load(current.for, current.next)
        })
        observer.current.observe(end)
      },
      [load],
    )

    if (!read) return <p className="muted">{t('failed')}</p>
    if (!list || list.for !== active) return <Skeleton height={48} />
    if (list.empty) return <p className="muted">{t('empty')}</p>
    if (list.loading && list.transactions.length === 0) return <Skeleton height={48} />
    const now = Date.now()
    return (
      // The counterparty and the time have lines of their own: a long quantity (an NFT's name, cut at its end)
      // never makes them wrap.
      <ul className="list" aria-label={t('list')} aria-busy={list.loading}>
        {list.transactions.map((transaction) => {
          const { metadata } = transaction
          const outgoing =
            metadata.sentFrom.toLowerCase() === splitCaipAddress(list.for)?.address.toLowerCase()
          const first = transaction.transfers[0]
          const counterparty = shortenAddress(outgoing ? metadata.sentTo : metadata.sentFrom)
          const quantity = transaction.transfers
            .map((transfer) => transferText(metadata.operationType, transfer, t('unnamed')))
            .join(', ')
          const url =
            network && ctx.transfers.of(network.chainNamespace)?.transactionUrl(network, metadata.hash)
          return (
            <li
              key={transaction.id}
              className="list-item"
              data-transaction={metadata.hash}
              data-operation={metadata.operationType}
            >
              <WalletImage
                name={first?.fungible_info?.symbol ?? first?.nft_info?.name ?? '?'}
                src={first?.nft_info?.content?.preview?.url ?? first?.fungible_info?.icon?.url}
                size={32}
              />
              <span className="list-item-name" style={COLUMN}>
                <span style={LINE}>
                  <span>{t(metadata.operationType)}</span>
                  <span data-quantity="" title={quantity} style={{ ...ONE_LINE, textAlign: 'end' }}>
                    {quantity}
                  </span>
                </span>
                <span className="muted" data-counterparty="" style={ONE_LINE}>
                  <Counterparty
                    text={t(outgoing ? 'to' : 'from', { address: counterparty })}
                    address={counterparty}
                  />
                </span>
                <span className="muted" style={LINE}>
                  <time dateTime={metadata.minedAt} style={ONE_LINE}>
                    {relativeTime(metadata.minedAt, now, kernel.locale)}
                  </time>
                  <span data-status={metadata.status} style={{ whiteSpace: 'nowrap' }}>
                    {t(metadata.status === 'failed' ? 'failedStatus' : metadata.status)}
                  </span>
                </span>
              </span>
              {url && /^https?:\/\//.test(url) ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('explorer')}
                  title={t('explorer')}
                >
                  ↗
                </a>
              ) : null}
            </li>
          )
        })}
        <li
          key={`end:${list.transactions.length}:${list.next ?? ''}`}
          ref={watchEnd}
          aria-hidden={!list.loading}
          data-activity-end=""
        >
          {list.loading ? <Skeleton height={48} /> : null}
          {list.loading ? <span className="muted">{t('loadingMore')}</span> : null}
        </li>
      </ul>
    )
  }
}

/** Three lines: what happened and the quantity; the counterparty; the time and the status. */
const COLUMN = { display: 'flex', flexDirection: 'column', whiteSpace: 'normal' } as const
/** Two ends of one line: the first keeps its width, the second (the quantity) is cut at its end where too long. */
const LINE = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 } as const
/** Kept on one line, cut with an ellipsis only where the line alone is too narrow. */
const ONE_LINE = { minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const

/** "from 0xf3...b92266": the address in its own direction (left to right in an Arabic modal too). */
function Counterparty({ text, address }: { text: string; address: string }) {
  const at = text.indexOf(address)
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{address}</bdi>
      {text.slice(at + address.length)}
    </>
  )
}
