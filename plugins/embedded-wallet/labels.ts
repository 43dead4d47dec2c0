import { defineLabels } from 'walletdock/plugin'

/** Account actions and view titles, shown before the views' chunks (and messages.ts) load. */
export const label = defineLabels(
  {
    en: {
      switchToSmartAccount: 'Switch to smart account',
      switchToEoa: 'Switch to EOA account',
      updateEmail: 'Update email',
      farcaster: 'Farcaster',
      emailLogin: 'Email login',
      approveTransaction: 'Approve transaction',
    },
  },
  () => import('./embeddedWalletLocales.js'),
)
