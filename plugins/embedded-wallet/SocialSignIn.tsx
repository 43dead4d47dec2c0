import { useState } from 'react'
import { BaseError } from 'walletdock/errors'
import { Button, useModal } from 'walletdock/ui'
import { BrandMark } from './BrandMark.js'
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

/**
 * Starts the social login in the popup the click opened. The login closes the popup when it fails; when the
 * connector never comes (the embedded wallet's code did not load, invalid plugin options), this closes it.
 */
export async function startSocialLoginIn(
  connector: () => Promise<EmbeddedConnector>,
  provider: SocialProviderName,
  popup: Parameters<EmbeddedConnector['startSocialLogin']>[1],
): Promise<void> {
  let ready: EmbeddedConnector
  try {
    ready = await connector()
  } catch (cause) {
    popup?.close()
    throw cause
  }
  await ready.startSocialLogin(provider, popup)
}

/**
 * The `social` connect method of the Connect view: the first provider a full-width button with its mark,
 * the others a row of icon buttons named by their provider (its height: connectMethodHeights.ts).
 */
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
        await startSocialLoginIn(connector, provider, popup)
      } catch (cause) {
        setError(cause instanceof BaseError ? cause.shortMessage : String(cause))
      } finally {
        setBusy(undefined)
      }
    }
    const [first, ...others] = providers
    const waiting = busy ? t('socialWaiting', { provider: LABELS[busy] }) : undefined
    return (
      <div className="list">
        {first ? (
          <Button className="block" disabled={busy !== undefined} onClick={() => void start(first)}>
            <BrandMark name={first} />
            {busy === first ? waiting : LABELS[first]}
          </Button>
        ) : null}
        {others.length > 0 ? (
          <div className="icon-row">
            {others.map((provider) => (
              <Button
                key={provider}
                aria-label={LABELS[provider]}
                title={busy === provider ? waiting : LABELS[provider]}
                aria-busy={busy === provider ? true : undefined}
                disabled={busy !== undefined}
                onClick={() => void start(provider)}
              >
                <BrandMark name={provider} size={22} />
              </Button>
            ))}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
}
