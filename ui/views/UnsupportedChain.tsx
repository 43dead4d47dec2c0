import { useModal } from '../modal/context.js'
import { NetworkList } from './Networks.js'

/** The wallet sits on a network the app does not support: offer the configured ones, or leave. */
export default function UnsupportedChain() {
  const { kernel, t } = useModal()
  return (
    <div>
      <div className="center">
        <p className="account-name">{t('unsupported.title')}</p>
        <p className="muted">{t('unsupported.body')}</p>
      </div>
      <NetworkList markActive={false} />
      <div className="row" style={{ marginTop: 16 }}>
        <button type="button" className="button danger" onClick={() => void kernel.disconnect()}>
          {t('unsupported.disconnect')}
        </button>
      </div>
    </div>
  )
}
