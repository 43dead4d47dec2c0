import { defineMessages } from 'walletdock/ui'
import { locales } from './siwxLocales.js'

/** The SIWXSignMessage view's strings. */
export const useSiwxMessages = defineMessages(
  {
    en: {
      heading: '{app} needs to connect to your wallet',
      body: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
      bodyOptional: 'Sign this message to prove you own this wallet. You can skip this for now.',
      sign: 'Sign',
      signing: 'Signing...',
      cancel: 'Cancel',
      account: 'Account',
    },
  },
  locales,
)
