import { defineLabels } from 'walletdock/plugin'

/** The NFTs tab's label, shown before the tab's chunk (and its messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      tab: 'NFTs',
    },
  },
  () => import('./nftsLocales.js'),
)
