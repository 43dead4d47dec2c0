import { type ComponentType, useEffect, useState } from 'react'
import type { MessageKey } from '../i18n/translate.js'
import { useModal } from '../modal/context.js'
import { isViewModule } from '../modal/viewModules.js'
import { Avatar } from '../primitives/Avatar.js'
import { Skeleton } from '../primitives/Skeleton.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'

const TABS = ['Tokens', 'NFTs', 'Activity'] as const
type Tab = (typeof TABS)[number]
const TAB_LABEL: Record<Tab, MessageKey> = {
  Tokens: 'account.tab.tokens',
  NFTs: 'account.tab.nfts',
  Activity: 'account.tab.activity',
}

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
            <span className="list-item-name">{network?.name ?? t('button.networkUnknown')}</span>
            <span className="tag">{t('account.network')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-item" onClick={() => kernel.push('ProfileWallets')}>
            <WalletImage name={account.walletName ?? '?'} src={account.walletIcon} size={32} />
            <span className="list-item-name">{account.walletName ?? t('account.wallets')}</span>
            <span className="tag">{t('account.wallets')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="list-item" onClick={() => void kernel.disconnect()}>
            <span className="list-item-name">{t('account.disconnect')}</span>
          </button>
        </li>
      </ul>
      <AccountTabs />
    </div>
  )
}

function AccountTabs() {
  const { kernel, t } = useModal()
  const [tab, setTab] = useState<Tab>('Tokens')
  const [Panel, setPanel] = useState<ComponentType<{ data: unknown }> | null>(null)
  useEffect(() => {
    setPanel(null)
    const pending = kernel.loadPluginView(`Account${tab}`)
    if (!pending) return
    let current = true
    pending.then((module) => {
      if (current && isViewModule(module)) setPanel(() => module.default)
    }, console.error)
    return () => {
      current = false
    }
  }, [kernel, tab])
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'Tokens'
    setTab(next)
    const tablist = event.currentTarget as HTMLElement
    requestAnimationFrame(() => tablist.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus())
  }
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="tab"
            data-tab={name}
            id={`account-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="account-tab-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id="account-tab-panel"
        aria-labelledby={`account-tab-${tab}`}
      >
        {Panel ? <Panel data={undefined} /> : <p className="muted">{t('account.tab.empty')}</p>}
      </div>
    </>
  )
}
