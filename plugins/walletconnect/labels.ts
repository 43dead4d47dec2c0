import { defineLabels } from 'walletdock/plugin'

/** View titles, shown in the header before the view's chunk (and its messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      connectWallet: 'Connect Wallet',
    },
  },
  () => import('./walletconnectLocales.js'),
)
