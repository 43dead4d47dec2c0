import { defineLabels } from 'walletdock/plugin'

/** What each Bitcoin account is (spec 3's addressLabels), shown beside its address in ProfileWallets. */
export const label = defineLabels(
  {
    en: {
      payment: 'Payment',
      ordinal: 'Ordinals',
    },
  },
  () => import('./bitcoinLocales.js'),
)
