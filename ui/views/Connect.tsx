import { useMemo } from 'react'
import { useModal } from '../modal/context.js'
import { waitsForAgreement } from '../modal/legal.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { Skeleton } from '../primitives/Skeleton.js'
import { WalletItem } from '../primitives/WalletItem.js'
import { useSignal } from '../react/useSignal.js'
import { LazySlot } from '../slots/LazySlot.js'
import { ALL_WALLETS_ICON } from '../wallets/allWalletsIcon.js'
import { connectMethodOrder, dedupeWallets, excludeWallets, orderWallets } from '../wallets/order.js'
import { waitingRegistryRows } from '../wallets/registryRows.js'
import type { WalletEntry } from '../wallets/types.js'
import { ConnectFooter } from './ConnectFooter.js'
import { useFeaturedWallets, useLocalWallets, useRecommendedWallets, useWalletRows } from './useWallets.js'

/** Connect: the wallets on this page first, then a way into the registry's full list. */
export default function Connect() {
  const { kernel, t } = useModal()
  const local = useLocalWallets()
  const featured = useFeaturedWallets()
  const recommended = useRecommendedWallets()
  // Featured, then recommended, registry wallets follow the page's own (connector order), once each.
  const wallets = useMemo(
    () =>
      orderWallets(
        excludeWallets(
          dedupeWallets([...local, ...featured.wallets, ...recommended.wallets]),
          kernel.excludedWallets,
        ),
      ),
    [local, featured.wallets, recommended.wallets, kernel.excludedWallets],
  )
  // Registry wallets on their way keep their rows' place, as in the first view: the view does not grow.
  const waiting = waitingRegistryRows({
    api: kernel.fetchWallets !== undefined,
    featuredIds: kernel.featuredWalletIds.length,
    featuredSettled: featured.settled,
    recommendedSettled: recommended.settled,
  })
  // Rows whose request failed keep their place too, under a notice with a retry: the view never shrinks.
  const failed = waitingRegistryRows({
    api: kernel.fetchWallets !== undefined,
    featuredIds: kernel.featuredWalletIds.length,
    featuredSettled: !featured.failed,
    recommendedSettled: !recommended.failed,
  })
  const retry = () => {
    if (featured.failed) featured.retry()
    if (recommended.failed) recommended.retry()
  }
  const rows = useWalletRows(wallets)
  const hasInstalled = wallets.some((wallet) => wallet.installed)
  const slots = useSignal(kernel.connectMethods)
  const methods = connectMethodOrder({
    configured: kernel.connectMethodsOrder,
    hasInstalledWallets: hasInstalled,
    available: slots.map((slot) => slot.method),
  })
  useSignal(kernel.legal.agreed)
  const waits = waitsForAgreement(kernel.legal)
  const select = (wallet: WalletEntry) => {
    void kernel.connect(wallet)
  }
  // Each method group after the first follows an "or" line; a slot keeps its declared height from the first frame.
  const sections = methods.map((method, index) => {
    const line =
      index > 0 ? (
        <div key={`or-${method}`} className="separator" aria-hidden="true">
          <span>{t('connect.or')}</span>
        </div>
      ) : null
    if (method !== 'wallet')
      return [
        line,
        ...slots
          .filter((slot) => slot.method === method)
          .map((slot) => (
            <section
              key={slot.id}
              className="connect-method"
              data-connect-method={method}
              style={{ minHeight: slot.height }}
            >
              <LazySlot loader={slot.load} height={slot.height} />
            </section>
          )),
      ]
    return [
      line,
      <section key="wallet" className="connect-method" aria-label={t('connect.walletsHeading')}>
        {rows.length === 0 && !kernel.fetchWallets ? <p className="muted">{t('connect.noWallets')}</p> : null}
        <ul
          className="list"
          onPointerEnter={kernel.prepare}
          onKeyDown={(event) => {
            kernel.prepare()
            moveFocusInList(event)
          }}
        >
          {rows.map(({ wallet, tag, href }) => (
            <li key={wallet.id}>
              <WalletItem
                name={wallet.name}
                imageUrl={wallet.imageUrl}
                tag={tag}
                href={href}
                onSelect={() => select(wallet)}
              />
            </li>
          ))}
          {Array.from({ length: waiting }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of equal rows, in a fixed order
            <li key={`waiting-${index}`} aria-hidden="true">
              <span className="list-item waiting">
                <Skeleton width={40} height={40} />
                <Skeleton width="40%" height={14} />
              </span>
            </li>
          ))}
          {failed > 0 ? (
            <li className="registry-failed">
              {/* Rows like the placeholders, hidden: the notice covers exactly their place. */}
              <span className="registry-failed-rows" aria-hidden="true">
                {Array.from({ length: failed }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: hidden rows of equal size, in a fixed order
                  <span key={index} className="list-item waiting">
                    <span style={{ width: 40, height: 40 }} />
                  </span>
                ))}
              </span>
              <span className="registry-failed-notice" role="status">
                {/* A refused origin has the instance's alert, which says what to do: no second text. */}
                {featured.refused || recommended.refused ? null : (
                  <span className="muted">{t('allWallets.error')}</span>
                )}
                <button type="button" className="button" onClick={retry}>
                  {t('connecting.retry')}
                </button>
              </span>
            </li>
          ) : null}
          {kernel.allWalletsEnabled && kernel.fetchWallets ? (
            <li>
              <WalletItem
                name={t('connect.allWallets')}
                imageUrl={ALL_WALLETS_ICON}
                onSelect={() => kernel.push('AllWallets')}
              />
            </li>
          ) : null}
        </ul>
      </section>,
    ]
  })
  // With the legal checkbox on, every way to connect waits for it (a disabled fieldset disables them all).
  return (
    <>
      <fieldset className="connect-methods" disabled={waits}>
        {sections}
      </fieldset>
      <ConnectFooter legal={kernel.legal} />
    </>
  )
}
