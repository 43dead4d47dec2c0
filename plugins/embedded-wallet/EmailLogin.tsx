import { type FormEvent, useState } from 'react'
import { BaseError } from 'walletdock/errors'
import type { ViewProps } from 'walletdock/plugin'
import { Button, Input, useSignal } from 'walletdock/ui'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { EmbeddedState } from './embeddedState.js'
import { useEmbeddedMessages } from './messages.js'
import { truncateEmail } from './truncateEmail.js'

/** EmailLogin: the mailed code, or the wait for the mailed device-approval link (VERIFY_DEVICE). */
export function createEmailLogin(state: EmbeddedState, connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (view loader), not per render
  return function EmailLogin({ data }: ViewProps<'EmailLogin'>) {
    const t = useEmbeddedMessages()
    const step = useSignal(state.step)
    const [code, setCode] = useState('')
    const [error, setError] = useState<string | undefined>()
    const [busy, setBusy] = useState(false)
    if (step === 'VERIFY_DEVICE')
      return <p className="center">{t('verifyDevice', { email: truncateEmail(data.email) })}</p>
    const submit = async (event: FormEvent) => {
      event.preventDefault()
      const given = code.trim()
      if (!/^\d{4,16}$/.test(given)) return setError(t('invalidCode'))
      setError(undefined)
      setBusy(true)
      try {
        await (await connector()).submitCode(given)
      } catch (cause) {
        setError(cause instanceof BaseError ? cause.shortMessage : String(cause))
      } finally {
        setBusy(false)
      }
    }
    return (
      <form className="list" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('codeSent', { email: truncateEmail(data.email) })}</p>
        <Input
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('verifying') : t('verify')}
        </Button>
      </form>
    )
  }
}
