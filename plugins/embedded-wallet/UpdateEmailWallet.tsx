import { type FormEvent, useState } from 'react'
import { BaseError } from 'walletdock/errors'
import { isEmail } from 'walletdock/plugin'
import { Button, Input, useSignal } from 'walletdock/ui'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import { EMAIL_INPUT } from './emailInput.js'
import type { EmbeddedState } from './embeddedState.js'
import { useEmbeddedMessages } from './messages.js'
import { truncateEmail } from './truncateEmail.js'

type Step = 'EMAIL' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' | 'DONE'

/** UpdateEmailWallet (spec 4): the new email, then a code sent to the current email, then one sent to the new email. */
export function createUpdateEmailWallet(state: EmbeddedState, connector: () => Promise<EmbeddedConnector>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per instance (view loader), not per render
  return function UpdateEmailWallet() {
    const t = useEmbeddedMessages()
    const current = useSignal(state.email)
    const [step, setStep] = useState<Step>('EMAIL')
    const [email, setEmail] = useState('')
    const [code, setCode] = useState('')
    const [error, setError] = useState<string | undefined>()
    const [busy, setBusy] = useState(false)
    const act = async (work: () => Promise<void>) => {
      setError(undefined)
      setBusy(true)
      try {
        await work()
      } catch (cause) {
        setError(cause instanceof BaseError ? cause.shortMessage : String(cause))
      } finally {
        setBusy(false)
      }
    }
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (step === 'EMAIL') {
        const wanted = email.trim()
        if (!isEmail(wanted)) return setError(t('invalidEmail'))
        if (wanted.toLowerCase() === current?.toLowerCase()) return setError(t('sameEmail'))
        return void act(async () => setStep(await (await connector()).updateEmail(wanted)))
      }
      const given = code.trim()
      if (!/^\d{4,16}$/.test(given)) return setError(t('invalidCode'))
      void act(async () => {
        const loaded = await connector()
        if (step === 'VERIFY_PRIMARY_OTP') setStep(await loaded.updateEmailPrimaryOtp(given))
        else {
          await loaded.updateEmailSecondaryOtp(given)
          setStep('DONE')
        }
        setCode('')
      })
    }
    if (step === 'DONE')
      return (
        <p className="center" role="status">
          {t('emailUpdated', { email: truncateEmail(current ?? email) })}
        </p>
      )
    return (
      <form className="list" noValidate onSubmit={submit} key={step}>
        {step === 'EMAIL' ? (
          <Input
            label={t('newEmailLabel')}
            {...EMAIL_INPUT}
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        ) : (
          <>
            <p>
              {step === 'VERIFY_PRIMARY_OTP'
                ? t('primaryCodeSent', { email: truncateEmail(current ?? '') })
                : t('secondaryCodeSent', { email: truncateEmail(email.trim()) })}
            </p>
            <Input
              label={t('codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              error={error}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          </>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('verifying') : step === 'EMAIL' ? t('continue') : t('verify')}
        </Button>
      </form>
    )
  }
}
