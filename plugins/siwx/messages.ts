import { defineMessages } from 'walletdock/ui'

/** The SIWXSignMessage view's strings. */
export const useSiwxMessages = defineMessages({
  en: {
    heading: '{app} needs to connect to your wallet',
    body: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
    bodyOptional: 'Sign this message to prove you own this wallet. You can skip this for now.',
    sign: 'Sign',
    signing: 'Signing...',
    cancel: 'Cancel',
    account: 'Account',
  },
  de: {
    heading: '{app} möchte sich mit Ihrer Wallet verbinden',
    body: 'Signieren Sie diese Nachricht, um zu beweisen, dass Ihnen diese Wallet gehört. Abbrechen trennt die Verbindung.',
    bodyOptional:
      'Signieren Sie diese Nachricht, um zu beweisen, dass Ihnen diese Wallet gehört. Sie können das später tun.',
    sign: 'Signieren',
    signing: 'Wird signiert...',
    cancel: 'Abbrechen',
    account: 'Konto',
  },
})
