import { useState } from 'react'
import { useModal } from '../modal/context.js'
import { Avatar } from '../primitives/Avatar.js'
import { Button } from '../primitives/Button.js'
import { Skeleton } from '../primitives/Skeleton.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'
import { LazySlot } from '../slots/LazySlot.js'

const isHttpUrl = (url: string | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url)

/** Account: who is connected, their balance and network, and the tabs plugins fill. */
export default function Account() {
  const { kernel, t } = useModal()
  const account = useSignal(kernel.account)
  const network = useSignal(kernel.network)
  if (!account) return <Skeleton height={160} />
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.address)
      kernel.showToast('success', t('account.copied'))
    } catch {
      kernel.showToast('error', t('account.copy'))
    }
  }
  return (
    <div>
      <div className="center">
        <Avatar address={account.address} image={account.profileImage} label={t('avatar.generated')} />
        <p className="account-name" title={account.address}>
          {account.displayName}
        </p>
        {account.balanceUnavailable ? (
          <p className="balance">{t('account.balanceUnavailable')}</p>
        ) : account.balance === undefined ? (
          <Skeleton width={96} height={20} />
        ) : (
          <p className="balance">
            {account.balance} {account.balanceSymbol}
          </p>
        )}
        <div className="row">
          <button type="button" className="button" onClick={() => void copy()}>
            {t('account.copy')}
          </button>
          {isHttpUrl(account.explorerUrl) ? (
            <a className="button" href={account.explorerUrl} target="_blank" rel="noopener noreferrer">
              {t('account.explorer')}
            </a>
          ) : null}
        </div>
      </div>
      <ul className="list" style={{ marginTop: 16 }}>
        <li>
          <button type="button" className="list-item" onClick={() => kernel.push('Networks')}>
            <WalletImage name={network?.name ?? '?'} src={network?.imageUrl} size={32} />
            <span className="list-item-name" dir="auto">
              {network?.name ?? t('button.networkUnknown')}
            </span>
            <span className="tag">{t('account.network')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-item" onClick={() => kernel.push('ProfileWallets')}>
            <WalletImage name={account.walletName ?? '?'} src={account.walletIcon} size={32} />
            <span className="list-item-name" dir="auto">
              {account.walletName ?? t('account.wallets')}
            </span>
            <span className="tag">{t('account.wallets')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-item" onClick={() => void kernel.disconnect()}>
            <span className="list-item-name">{t('account.disconnect')}</span>
          </button>
        </li>
      </ul>
      <AccountActions />
      <AccountTabs />
    </div>
  )
}

/** The actions plugins add (onramp, swaps, receive, send, in the configured order). */
function AccountActions() {
  const { kernel } = useModal()
  const actions = useSignal(kernel.accountActions)
  if (actions.length === 0) return null
  return (
    <div className="actions" data-account-actions="">
      {actions.map((action) => (
        <Button
          key={action.id}
          data-account-action={action.feature}
          onClick={() => (action.onSelect ? action.onSelect() : action.view && kernel.push(action.view))}
        >
          {action.icon ? <span aria-hidden="true">{action.icon} </span> : null}
          {action.label}
        </Button>
      ))}
    </div>
  )
}

/** The tabs plugins add (Tokens, NFTs, Activity, then others); none, no tab list. */
function AccountTabs() {
  const { kernel, t } = useModal()
  const tabs = useSignal(kernel.accountTabs)
  const [chosen, setChosen] = useState<string | undefined>()
  const tab = tabs.find((entry) => entry.id === chosen) ?? tabs[0]
  if (!tab) return null
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? tab
    setChosen(next.id)
    const tablist = event.currentTarget as HTMLElement
    requestAnimationFrame(() => tablist.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus())
  }
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            className="tab"
            data-tab={entry.id}
            id={`account-tab-${entry.id}`}
            aria-selected={tab === entry}
            aria-controls="account-tab-panel"
            tabIndex={tab === entry ? 0 : -1}
            onClick={() => setChosen(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id="account-tab-panel"
        aria-labelledby={`account-tab-${tab.id}`}
      >
        <LazySlot key={tab.id} loader={tab.load} />
      </div>
    </>
  )
}
