import { Button, QrCode, useSignal } from 'walletdock/ui'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import { useEmbeddedMessages } from './messages.js'

/** Only a web address becomes a link: the relay's URL is http(s), and anything else is shown as the QR code only. */
const isWebLink = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/** ConnectingFarcaster (spec 2): the sign-in URL as a QR code and a deep link, or why it failed. */
export function createConnectingFarcaster(state: EmbeddedState, connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (view loader), not per render
  return function ConnectingFarcaster() {
    const t = useEmbeddedMessages()
    const url = useSignal(state.farcasterUrl)
    const error = useSignal(state.farcasterError)
    if (error)
      return (
        <div className="center">
          <p className="error-text" role="alert">
            {error}
          </p>
          <Button
            variant="primary"
            onClick={() =>
              void connector().then((ready) => ready.startFarcasterLogin().catch(() => undefined))
            }
          >
            {t('farcasterRetry')}
          </Button>
        </div>
      )
    if (!url) return <p className="center muted">{t('farcasterPreparing')}</p>
    return (
      <div className="center" data-farcaster-url={url}>
        <QrCode value={url} label={t('farcasterQrLabel')} />
        <p className="muted">{t('farcasterScan')}</p>
        {isWebLink(url) && (
          <a className="button primary" href={url} target="_blank" rel="noopener noreferrer">
            {t('farcasterOpen')}
          </a>
        )}
      </div>
    )
  }
}
