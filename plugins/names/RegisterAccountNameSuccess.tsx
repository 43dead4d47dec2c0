import type { ViewProps } from 'walletdock/plugin'
import { Avatar, Button, useModal, useSignal } from 'walletdock/ui'
import { useNamesMessages } from './messages.js'

/** RegisterAccountNameSuccess (spec section 2): the new name, and the way back to the Account view. */
export default function RegisterAccountNameSuccess({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  const t = useNamesMessages()
  const { kernel } = useModal()
  const account = useSignal(kernel.account)
  const route = useSignal(kernel.route)
  // Opened from Account (RegisterAccountName replaced by this view), back is Account; opened directly, Account opens.
  const toAccount = () => (route.canGoBack ? kernel.goBack() : kernel.push('Account'))
  return (
    <div className="center" data-names-success="">
      <Avatar address={account?.address ?? data.name} image={account?.profileImage} label={data.name} />
      <p className="account-name">{t('done', { name: data.name })}</p>
      <Button variant="primary" onClick={toAccount}>
        {t('back')}
      </Button>
    </div>
  )
}
