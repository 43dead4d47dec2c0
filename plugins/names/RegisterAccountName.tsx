import { type FormEvent, useEffect, useState } from 'react'
import { BaseError } from 'walletdock/errors'
import { Button, Input, Skeleton } from 'walletdock/ui'
import { NAME_SUFFIX, NAME_SUGGESTIONS_DEBOUNCE_MS } from './constants.js'
import type { Suggestion } from './createNamesClient.js'
import { useNamesMessages } from './messages.js'
import { isAccountName } from './protocol/nameRules.js'
import type { NamesSetup } from './setupNames.js'

const messageOf = (error: unknown) => (error instanceof BaseError ? error.shortMessage : String(error))

/**
 * RegisterAccountName (spec sections 2 and 5): a name, checked as typed (letters, digits and hyphens, at
 * least 4), its availability and suggestions 500 ms after the last key; Register signs the message in
 * the wallet (loading), then RegisterAccountNameSuccess, or back here with 'Error registering name {name}'.
 * The price is not shown.
 */
export function createRegisterAccountName(setup: NamesSetup) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function RegisterAccountName() {
    const t = useNamesMessages()
    const [name, setName] = useState('')
    const [suggestions, setSuggestions] = useState<{ for: string; list: Suggestion[] } | undefined>()
    const [error, setError] = useState<string | undefined>()
    const [loading, setLoading] = useState(false)
    const label = name.trim().toLowerCase()
    const valid = isAccountName(label)

    useEffect(() => {
      setError(undefined)
      if (!valid) return
      const controller = new AbortController()
      const timer = setTimeout(() => {
        setup.client.suggestions(label, controller.signal).then(
          (list) => setSuggestions({ for: label, list }),
          (cause: unknown) => !controller.signal.aborted && setError(messageOf(cause)),
        )
      }, NAME_SUGGESTIONS_DEBOUNCE_MS)
      return () => {
        clearTimeout(timer)
        controller.abort()
      }
    }, [label, valid])

    const full = `${label}${NAME_SUFFIX}`
    const current = suggestions?.for === label ? suggestions.list : undefined
    const exact = current?.find((entry) => entry.name === full)
    const available = valid && exact !== undefined && !exact.registered

    const submit = async (event: FormEvent) => {
      event.preventDefault()
      if (!available) return
      setLoading(true)
      try {
        const registered = await setup.register(label)
        setup.showSuccess(registered)
      } catch (cause) {
        // Back to the form, with the spec's message under the name (a toast would cover Register).
        setError(messageOf(cause))
      } finally {
        setLoading(false)
      }
    }

    if (loading)
      return (
        <div className="center" data-names-loading="">
          <Skeleton width={96} height={96} />
          <p className="muted">{t('registering', { name: full })}</p>
        </div>
      )
    return (
      <form className="list" noValidate onSubmit={(event) => void submit(event)}>
        <p className="muted">{t('intro')}</p>
        <Input
          label={t('nameLabel')}
          autoComplete="off"
          spellCheck={false}
          value={name}
          error={error ?? (name && !valid ? t('invalid') : undefined)}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {valid && exact ? (
          <p className="muted" data-names-availability={exact.registered ? 'taken' : 'available'}>
            {t(exact.registered ? 'taken' : 'available', { name: full })}
          </p>
        ) : null}
        {current && current.length > 1 ? (
          <ul className="list" aria-label={t('suggestions')}>
            {current
              .filter((entry) => entry.name !== full)
              .map((entry) => (
                <li key={entry.name}>
                  <button
                    type="button"
                    className="list-item"
                    onClick={() => setName(entry.name.slice(0, -NAME_SUFFIX.length))}
                  >
                    <span className="list-item-name">{entry.name}</span>
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
        <Button type="submit" variant="primary" disabled={!available}>
          {t('register', { name: valid ? full : NAME_SUFFIX })}
        </Button>
      </form>
    )
  }
}
