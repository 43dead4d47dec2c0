import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { useModal } from '../modal/context.js'
import { moveFocusInList } from '../primitives/listKeys.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'

/** ProfileWallets: every connected wallet's accounts, each with its label if a plugin gave one; the active one marked, others one click away. */
export default function ProfileWallets() {
  const { kernel, t } = useModal()
  const connections = useSignal(kernel.connections)
  return (
    <div>
      <ul className="list wrap-names" onKeyDown={moveFocusInList}>
        {connections.map((connection) => (
          <li key={`${connection.namespace}:${connection.connectorId}:${connection.address}`}>
            <button
              type="button"
              className="list-item"
              aria-current={connection.active ? 'true' : undefined}
              aria-label={
                connection.active ? undefined : `${t('profileWallets.switch')}: ${connection.walletName}`
              }
              onClick={() => void kernel.switchConnection(connection)}
            >
              <WalletImage name={connection.walletName} src={connection.walletImage} size={32} />
              <span className="list-item-name">
                {connection.walletName} · {connection.label ? `${connection.label} · ` : ''}
                {shortenAddress(connection.address)}
              </span>
              {connection.active ? (
                <span className="tag">{t('profileWallets.active')}</span>
              ) : connection.connected ? null : (
                <span className="tag">{t('profileWallets.disconnected')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="row" style={{ marginTop: 16 }}>
        <button type="button" className="button" onClick={() => kernel.push('Connect')}>
          {t('profileWallets.connectAnother')}
        </button>
      </div>
    </div>
  )
}
