import { defineLabels } from 'walletdock/plugin'

/** The Account view's Buy action and the view's title, shown before the view's chunk (messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      action: 'Buy crypto',
      title: 'Buy crypto',
    },
  },
  () => import('./onrampLocales.js'),
)
