import { useEffect, useState } from 'react'
import type { Signal, ViewProps } from 'walletdock/plugin'
import { Button, QrCode, useModal, useSignal } from 'walletdock/ui'
import { bufferOnReturn } from './bufferOnReturn.js'
import { WALLET_CONNECT_CONNECTOR_ID, WC_BUFFERING_MS } from './constants.js'
import { formatWalletLink, walletLinkOf } from './formatWalletLink.js'
import { useWalletConnectMessages } from './messages.js'
import type { Pairing } from './pairing.js'

/**
 * ConnectingWalletConnect: the pairing URI as a QR, a copy-link button and open-in-wallet links; the
 * QR refreshes with each new pairing. Made per instance, bound to that instance's pairing.
 */
export function createConnectingWalletConnect(pairingState: Signal<Pairing>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (view loader), not per render
  return function ConnectingWalletConnect({ data }: ViewProps<'ConnectingWalletConnect'>) {
    const { kernel, t: core } = useModal()
    const t = useWalletConnectMessages()
    const pairing = useSignal(pairingState)
    const status = useSignal(kernel.connectStatus)
    const [copied, setCopied] = useState(false)
    const connectorId = data?.connectorId ?? WALLET_CONNECT_CONNECTOR_ID
    const mine = status?.connectorId === connectorId ? status : undefined
    const failed = mine && mine.state !== 'connecting' ? mine : undefined
    const fallback = { id: connectorId, name: 'WalletConnect', source: 'pairing' as const, connectorId }
    const wallet = mine?.wallet

    // Opened without a connect under way (ConnectingWalletConnectBasic, the first view, or after a reload):
    // start one here, in place (this view stays the only one for it). Checked once, when the view opens:
    // a connect that just ended must not start another; each opening of the modal clears the last one's.
    useEffect(() => {
      if (!pairingState.peek().uri && !kernel.connectStatus.peek())
        void kernel.connect(
          { id: connectorId, name: 'WalletConnect', source: 'pairing', connectorId },
          { inPlace: true },
        )
    }, [connectorId, kernel])

    // Back from the wallet link with the pairing still open: wait for the wallet before offering the link again.
    useEffect(() => bufferOnReturn(pairingState, document, WC_BUFFERING_MS), [])

    const uri = pairing.uri
    const name = wallet?.name ?? ''
    const links = uri
      ? [
          { key: 'mobile', link: wallet?.mobileLink, label: t('open', { name }) },
          { key: 'desktop', link: wallet?.desktopLink, label: t('open', { name }) },
          { key: 'web', link: wallet?.webappLink, label: t('openWeb', { name }) },
        ].flatMap(({ key, link, label }) => {
          const href = link ? formatWalletLink({ link, uri, rdns: wallet?.rdns }) : undefined
          const base = link ? walletLinkOf({ link, rdns: wallet?.rdns }) : undefined
          return href && base ? [{ key, href, base, label }] : []
        })
      : []

    if (failed)
      return (
        <div className="center">
          <p className="error-text" role="alert">
            {failed.state === 'rejected'
              ? core('connecting.rejected')
              : (failed.message ?? core('connecting.failed'))}
          </p>
          <Button
            variant="primary"
            onClick={() => void kernel.connect(wallet ?? fallback, { inPlace: true })}
          >
            {core('connecting.retry')}
          </Button>
        </div>
      )

    // The relay refused the project (Invalid Project ID): no pairing can start, so say why in place.
    if (!uri && pairing.refusal)
      return (
        <div className="center" data-testid="wc-refusal">
          <p className="error-text" role="alert">
            <strong>{pairing.refusal.title}</strong> {pairing.refusal.message}
          </p>
          <Button
            variant="primary"
            onClick={() => {
              pairingState.value = { ...pairingState.peek(), refusal: undefined }
              void kernel.connect(wallet ?? fallback, { inPlace: true })
            }}
          >
            {core('connecting.retry')}
          </Button>
          <Button onClick={() => kernel.goBack()}>{core('modal.back')}</Button>
        </div>
      )

    return (
      <div className="center" data-wc-uri={uri ?? ''} data-wc-expires-at={pairing.expiresAt ?? ''}>
        {uri ? (
          <>
            <QrCode value={uri} label={t('qrLabel')} />
            <p className="muted">{t('scan')}</p>
            <Button
              data-testid="wc-copy-link"
              value={uri}
              onClick={() => {
                void navigator.clipboard?.writeText(uri).then(() => setCopied(true))
              }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
            {pairing.buffering ? (
              <p className="muted" role="status" data-testid="wc-buffering">
                {t('buffering', { name: pairing.linking?.name ?? name })}
              </p>
            ) : null}
            {(pairing.buffering ? [] : links).map((entry) => (
              <a
                key={entry.key}
                className="button primary"
                href={entry.href}
                rel="noopener noreferrer"
                // spec 3's wcLinking: the link opened is remembered, so each request brings the user back to it.
                onClick={() => {
                  pairingState.value = {
                    ...pairingState.peek(),
                    linking: { name, href: entry.base, rdns: wallet?.rdns },
                  }
                }}
              >
                {entry.label}
              </a>
            ))}
          </>
        ) : (
          <p className="muted">{t('preparing')}</p>
        )}
      </div>
    )
  }
}
