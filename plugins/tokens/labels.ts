import { defineLabels } from 'walletdock/plugin'

/** The Tokens tab's label, shown before the tab's chunk (and its messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      tab: 'Tokens',
    },
  },
  () => import('./tokensLocales.js'),
)
