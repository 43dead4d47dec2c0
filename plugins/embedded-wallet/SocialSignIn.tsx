import { useState } from 'react'
import { BaseError } from 'walletdock/errors'
import { Button, useModal } from 'walletdock/ui'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { useEmbeddedMessages } from './messages.js'
import { SOCIAL_PROVIDER_NAMES, type SocialProviderName } from './protocol/signInFields.js'
import { isTelegramWebview, openSocialPopup, SOCIAL_INITIATE_FAILED_MESSAGE } from './socialPopup.js'

const LABELS: Record<SocialProviderName, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** The `social` connect method of the Connect view: one button per provider. */
export function createSocialSignIn(
  connector: () => Promise<EmbeddedConnector>,
  /** The providers shown; unset means all six. */
  chosen: readonly SocialProviderName[] | undefined,
) {
  const providers = chosen ?? SOCIAL_PROVIDER_NAMES
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (slot loader), not per render
  return function SocialSignIn() {
    const { kernel } = useModal()
    const t = useEmbeddedMessages()
    const [error, setError] = useState<string | undefined>()
    const [busy, setBusy] = useState<SocialProviderName | undefined>()
    const start = async (provider: SocialProviderName) => {
      setError(undefined)
      // Opened inside the click, before anything is awaited, or the browser blocks it.
      const popup = isTelegramWebview() ? null : openSocialPopup()
      if (!popup && !isTelegramWebview()) return setError(SOCIAL_INITIATE_FAILED_MESSAGE)
      setBusy(provider)
      kernel.prepare() // starts the instance, so setup() runs and hands the connector over
      try {
        await (await connector()).startSocialLogin(provider, popup)
      } catch (cause) {
        setError(cause instanceof BaseError ? cause.shortMessage : String(cause))
      } finally {
        setBusy(undefined)
      }
    }
    return (
      <div className="list">
        {providers.map((provider) => (
          <Button key={provider} disabled={busy !== undefined} onClick={() => void start(provider)}>
            {busy === provider ? t('socialWaiting', { provider: LABELS[provider] }) : LABELS[provider]}
          </Button>
        ))}
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
}
