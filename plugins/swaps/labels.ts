import { defineLabels } from 'walletdock/plugin'

/** The Account view's Swap action and the view's title, shown before the view's chunk (messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      action: 'Swap',
      title: 'Swap',
    },
  },
  () => import('./swapsLocales.js'),
)
