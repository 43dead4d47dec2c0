import { useEffect, useState } from 'react'
import { Avatar, Button, useModal, useSignal } from 'walletdock/ui'
import { useSiwxMessages } from './messages.js'
import type { SiwxController } from './setupSiwx.js'
import type { SiwxState } from './state.js'

/** spec section 2: the SIWXSignMessage view; signing and cancel follow spec section 4 (the controller). */
export function createSignMessageView(controller: SiwxController, state: SiwxState, appName: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per plugin instance (view loader), not per render
  return function SignMessageView() {
    const { kernel } = useModal()
    const t = useSiwxMessages()
    const account = useSignal(kernel.account)
    const [busy, setBusy] = useState(false)
    useEffect(() => {
      // The close guard reads this: while required and unsigned, close is disabled in this view.
      state.signing.value = true
      return () => {
        state.signing.value = false
      }
    }, [])
    const run = (action: () => Promise<unknown>) => {
      setBusy(true)
      action()
        .catch(() => undefined) // the controller shows the toast and tracks the failure
        .finally(() => setBusy(false))
    }
    return (
      <div className="center" data-siwx-view="">
        {account ? (
          <Avatar address={account.address} label={`${t('account')} ${account.displayName}`} />
        ) : null}
        <h2>{t('heading', { app: appName })}</h2>
        <p className="muted">{controller.options.required ? t('body') : t('bodyOptional')}</p>
        <div className="list">
          <Button variant="primary" disabled={busy} onClick={() => run(controller.signIn)}>
            {busy ? t('signing') : t('sign')}
          </Button>
          <Button disabled={busy} onClick={() => run(controller.cancel)}>
            {t('cancel')}
          </Button>
        </div>
        {/* Room for the modal's toast ('Authenticating...', 'Error signing message'), so it never covers a button. */}
        <div aria-hidden="true" style={{ height: 56 }} />
      </div>
    )
  }
}
