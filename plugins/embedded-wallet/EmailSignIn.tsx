import { type FormEvent, useId, useState } from 'react'
import { BaseError } from 'walletdock/errors'
import { isEmail } from 'walletdock/plugin'
import { Button, useModal } from 'walletdock/ui'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { EMAIL_INPUT } from './emailInput.js'
import { useEmbeddedMessages } from './messages.js'

/** The `email` connect method of the Connect view: an email input and its button on one line. */
export function createEmailSignIn(connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (slot loader), not per render
  return function EmailSignIn() {
    const { kernel } = useModal()
    const t = useEmbeddedMessages()
    const [email, setEmail] = useState('')
    const [error, setError] = useState<string | undefined>()
    const [busy, setBusy] = useState(false)
    const errorId = useId()
    const submit = async (event: FormEvent) => {
      event.preventDefault()
      const given = email.trim()
      if (!isEmail(given)) return setError(t('invalidEmail'))
      setError(undefined)
      setBusy(true)
      kernel.prepare() // starts the instance, so setup() runs and hands the connector over
      try {
        await (await connector()).startEmailLogin(given)
      } catch (cause) {
        setError(cause instanceof BaseError ? cause.shortMessage : String(cause))
      } finally {
        setBusy(false)
      }
    }
    return (
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="input-row">
          <input
            className="search"
            {...EMAIL_INPUT}
            aria-label={t('emailLabel')}
            placeholder={t('emailLabel')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('sending') : t('continue')}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="error-text" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    )
  }
}
