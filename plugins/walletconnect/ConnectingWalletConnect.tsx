import { useEffect, useState } from 'react'
import { useModal } from '../../ui/modal/context.js'
import { useSignal } from '../../ui/react/useSignal.js'
import { formatWalletLink } from './formatWalletLink.js'
import { QrCode } from './QrCode.js'

/** ConnectingWalletConnect: the pairing URI as a QR, a copy-link button and open-in-wallet links; the QR refreshes with each new pairing. */
export default function ConnectingWalletConnect() {
  const { kernel, t } = useModal()
  const pairing = useSignal(kernel.walletConnect)
  const status = useSignal(kernel.connectStatus)
  const [copied, setCopied] = useState(false)
  const connectorId = pairing.connectorId
  const failed = status?.connectorId === connectorId && status?.state !== 'connecting' ? status : undefined
  const idle = !pairing.uri && !status

  // Opened without a connect under way (ConnectingWalletConnectBasic, or after a reload): start one.
  useEffect(() => {
    if (idle && connectorId)
      void kernel.connect({ id: connectorId, name: 'WalletConnect', source: 'walletConnect', connectorId })
  }, [idle, connectorId, kernel])

  const wallet = pairing.wallet
  const uri = pairing.uri
  const links = uri
    ? [
        {
          key: 'mobile',
          link: wallet?.mobileLink,
          label: t('walletConnect.open', { name: wallet?.name ?? '' }),
        },
        {
          key: 'desktop',
          link: wallet?.desktopLink,
          label: t('walletConnect.open', { name: wallet?.name ?? '' }),
        },
        {
          key: 'web',
          link: wallet?.webappLink,
          label: t('walletConnect.openWeb', { name: wallet?.name ?? '' }),
        },
      ].flatMap(({ key, link, label }) => {
        const href = link ? formatWalletLink({ link, uri }) : undefined
        return href ? [{ key, href, label }] : []
      })
    : []

  if (failed)
    return (
      <div className="center">
        <p className="error-text" role="alert">
          {failed.state === 'rejected'
            ? t('connecting.rejected')
            : (failed.message ?? t('connecting.failed'))}
        </p>
        {connectorId ? (
          <button
            type="button"
            className="button primary"
            onClick={() =>
              void kernel.connect(
                wallet ?? { id: connectorId, name: 'WalletConnect', source: 'walletConnect', connectorId },
              )
            }
          >
            {t('connecting.retry')}
          </button>
        ) : null}
      </div>
    )

  return (
    <div className="center" data-wc-uri={uri ?? ''} data-wc-expires-at={pairing.expiresAt ?? ''}>
      {uri ? (
        <>
          <QrCode value={uri} label={t('walletConnect.qrLabel')} />
          <p className="muted">{t('walletConnect.scan')}</p>
          <button
            type="button"
            className="button"
            data-testid="wc-copy-link"
            value={uri}
            onClick={() => {
              void navigator.clipboard?.writeText(uri).then(() => setCopied(true))
            }}
          >
            {copied ? t('walletConnect.copied') : t('walletConnect.copy')}
          </button>
          {links.map((entry) => (
            <a key={entry.key} className="button primary" href={entry.href} rel="noopener noreferrer">
              {entry.label}
            </a>
          ))}
        </>
      ) : (
        <p className="muted">{t('walletConnect.preparing')}</p>
      )}
    </div>
  )
}
