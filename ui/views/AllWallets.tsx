import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isOriginRefusal } from '../../kernel/errors/http.js'
import { WALLET_PAGE_MAX, WALLET_PAGE_SIZE } from '../../kernel/protocol/constants.js'
import { useModal } from '../modal/context.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { isSafeImageUrl } from '../primitives/safeImage.js'
import { WalletItem } from '../primitives/WalletItem.js'
import { useDebouncedValue } from '../react/useDebouncedValue.js'
import { atLeast } from '../wallets/atLeast.js'
import { normalizeSearch } from '../wallets/normalizeSearch.js'
import { dedupeWallets, excludeWallets } from '../wallets/order.js'
import type { WalletEntry } from '../wallets/types.js'
import { useFeaturedWallets, useLocalWallets, useWalletRows } from './useWallets.js'

/** spec section 9: wallet pages of 40, search 100 entries with at least 300 ms wait, first 20 images prefetched. */
export { WALLET_PAGE_SIZE }
/** A search asks for the most one page may hold (spec 9). */
export const SEARCH_ENTRIES = WALLET_PAGE_MAX
export const SEARCH_MIN_WAIT_MS = 300
/** spec section 9: typing is debounced 500 ms, so a search is one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 500
export const PREFETCHED_IMAGES = 20
const ROW_HEIGHT = 64

function prefetchImages(wallets: WalletEntry[]) {
  for (const wallet of wallets.slice(0, PREFETCHED_IMAGES)) {
    if (isSafeImageUrl(wallet.imageUrl)) new Image().src = wallet.imageUrl
  }
}

/** AllWallets: the registry in pages of 40 with infinite scroll in a virtual list, and search. */
export default function AllWallets() {
  const { kernel, t } = useModal()
  const local = useLocalWallets()
  const [search, setSearch] = useState('')
  const [pages, setPages] = useState<WalletEntry[][]>([])
  const [count, setCount] = useState<number | undefined>()
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  /** The API refused the page's origin: the instance's alert says which origin to add. */
  const [refused, setRefused] = useState(false)
  const typed = normalizeSearch(search)
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  const scroller = useRef<HTMLDivElement>(null)
  const requested = useRef(0)

  const fetchPage = useMemo(
    () => async (page: number, text: string, signal: AbortSignal) => {
      if (!kernel.fetchWallets) return
      setLoading(true)
      setFailed(false)
      setRefused(false)
      try {
        const entries = text ? SEARCH_ENTRIES : WALLET_PAGE_SIZE
        const request = kernel.fetchWallets({ page, entries, ...(text ? { search: text } : {}) }, signal)
        const result = text ? await atLeast(request, SEARCH_MIN_WAIT_MS) : await request
        if (signal.aborted) return
        prefetchImages(result.data)
        setPages((previous) => {
          const next = page === 1 ? [] : [...previous]
          next[page - 1] = result.data
          return next
        })
        setCount(result.count)
      } catch (error) {
        // A refused origin is the instance's 'Origin Not Allowed' alert, which names the origin to add.
        if (signal.aborted) return
        if (isOriginRefusal(error)) setRefused(true)
        else {
          setFailed(true)
          console.warn('[appkit] the wallet list could not be loaded', error)
        }
      } finally {
        if (!signal.aborted) setLoading(false)
      }
    },
    [kernel],
  )

  // spec section 5: featured wallets (config featuredWalletIds) sort after the installed ones.
  const featured = useFeaturedWallets().wallets

  // A new search starts again from page 1; the previous request is cancelled.
  useEffect(() => {
    const controller = new AbortController()
    requested.current = 1
    setPages([])
    setCount(undefined)
    void fetchPage(1, query, controller.signal)
    return () => controller.abort()
  }, [fetchPage, query])

  const wallets = useMemo(() => {
    const installed = query
      ? local.filter((wallet) => wallet.name.toLowerCase().includes(query))
      : local.filter((wallet) => wallet.installed)
    const first = query ? installed : [...installed, ...featured]
    return excludeWallets(dedupeWallets([...first, ...pages.flat()]), kernel.excludedWallets)
  }, [local, featured, pages, query, kernel.excludedWallets])

  const rows = useWalletRows(wallets)

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0

  // Infinite scroll: near the end of what is loaded, ask for the next page of 40.
  useEffect(() => {
    if (query || loading || count === undefined) return
    const loaded = pages.flat().length
    if (loaded >= count || lastIndex < rows.length - 10) return
    const next = pages.length + 1
    if (requested.current >= next) return
    requested.current = next
    const controller = new AbortController()
    void fetchPage(next, '', controller.signal)
  }, [lastIndex, rows.length, pages, count, loading, query, fetchPage])

  return (
    <div>
      <input
        className="search"
        type="search"
        placeholder={t('allWallets.search')}
        aria-label={t('allWallets.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {failed ? (
        <p className="error-text" role="alert">
          {t('allWallets.error')}
        </p>
      ) : null}
      <div className="scroller" ref={scroller} aria-busy={loading}>
        {rows.length === 0 && loading ? (
          <div className="list" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className="skeleton" style={{ height: 56 }} />
            ))}
          </div>
        ) : null}
        {rows.length === 0 && !loading && !failed && !refused ? (
          <p className="muted">{t('allWallets.noResults')}</p>
        ) : null}
        <ul
          className="list"
          onKeyDown={moveFocusInList}
          style={{ position: 'relative', height: virtualizer.getTotalSize(), display: 'block' }}
        >
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const { wallet, tag, href } = row
            return (
              <li
                key={wallet.id}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <WalletItem
                  name={wallet.name}
                  imageUrl={wallet.imageUrl}
                  tag={tag}
                  href={href}
                  onSelect={() => void kernel.connect(wallet)}
                />
              </li>
            )
          })}
        </ul>
      </div>
      {count !== undefined ? <p className="muted">{t('connect.walletCount', { count })}</p> : null}
    </div>
  )
}
