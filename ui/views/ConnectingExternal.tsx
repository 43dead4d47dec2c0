import { useEffect, useState } from 'react'
import { useModal } from '../modal/context.js'
import { SHAKE_MS } from '../modal/styles.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { useSignal } from '../react/useSignal.js'
import { useLocalWallets } from './useWallets.js'

export type ConnectingExternalData = { connectorId: string }

/** A wallet on this page is asked to connect; a rejection shakes the view and offers a retry. */
export default function ConnectingExternal({ data }: { data: unknown }) {
  const { kernel, t } = useModal()
  const connectorId = (data as ConnectingExternalData | undefined)?.connectorId
  const wallet = useLocalWallets().find(
    (entry) =>
      entry.connectorId === connectorId ||
      entry.connectors?.some((connector) => connector.connectorId === connectorId),
  )
  const status = useSignal(kernel.connectStatus)
  const [shaking, setShaking] = useState(false)
  const failed = status?.connectorId === connectorId && status?.state !== 'connecting' ? status : undefined
  useEffect(() => {
    if (!failed) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [failed])
  const name = wallet?.name ?? connectorId ?? ''
  return (
    <div className={shaking ? 'center shake' : 'center'}>
      <WalletImage name={name} src={wallet?.imageUrl} size={72} />
      {failed ? (
        <>
          <p className="error-text" role="alert">
            {failed.state === 'rejected'
              ? t('connecting.rejected')
              : (failed.message ?? t('connecting.failed'))}
          </p>
          {wallet ? (
            <button type="button" className="button primary" onClick={() => void kernel.connect(wallet)}>
              {t('connecting.retry')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p className="account-name">{t('connecting.waiting', { name })}</p>
          <p className="muted">{t('connecting.accept')}</p>
        </>
      )}
    </div>
  )
}
