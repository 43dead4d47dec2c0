import { shortenAddress } from 'walletdock/plugin'
import { Button, QrCode, useModal, useSignal, WalletImage } from 'walletdock/ui'
import { useReceiveMessages } from './messages.js'
import { namespaceName, networksByNamespace } from './networksByNamespace.js'

/**
 * The WalletReceive view: the active account's address as a QR code and text, a copy button, and the
 * configured networks each connected address can receive on, grouped by namespace (the active first).
 */
export default function ReceiveView() {
  const t = useReceiveMessages()
  const { kernel } = useModal()
  const account = useSignal(kernel.account)
  const connections = useSignal(kernel.connections)
  if (!account) return null
  const addresses = new Map<string, string>([[account.namespace, account.address]])
  for (const connection of connections)
    if (connection.connected && connection.active && !addresses.has(connection.namespace))
      addresses.set(connection.namespace, connection.address)
  const groups = networksByNamespace(kernel.networks, [...addresses.keys()])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.address)
      kernel.showToast('success', t('copied'))
    } catch {
      kernel.showToast('error', t('copyFailed'))
    }
  }
  return (
    <div>
      <div className="center">
        <div data-receive-qr={account.address}>
          <QrCode value={account.address} size={200} label={t('qr')} />
        </div>
        <p className="muted">{t('address')}</p>
        <p data-receive-address="" style={{ wordBreak: 'break-all', margin: 0 }}>
          {account.address}
        </p>
        <Button variant="primary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
      <p className="section-title">{t('networks')}</p>
      {groups.map((group) => (
        <section
          key={group.namespace}
          aria-label={t('namespace', { namespace: namespaceName(group.namespace) })}
        >
          <p className="muted" data-receive-namespace={group.namespace}>
            {t('namespace', { namespace: namespaceName(group.namespace) })} ·{' '}
            {shortenAddress(addresses.get(group.namespace) ?? '')}
          </p>
          <ul className="list">
            {group.networks.map((network) => (
              <li key={network.caipNetworkId} className="list-item" data-network={network.caipNetworkId}>
                <WalletImage name={network.name} src={network.imageUrl} size={24} />
                <span className="list-item-name">{network.name}</span>
                {network.testnet ? <span className="tag">{t('testnet')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
