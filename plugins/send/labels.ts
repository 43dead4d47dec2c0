import { defineLabels } from 'walletdock/plugin'

/** The Account view's Send action and the view's title, shown before the view's chunk (messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      action: 'Send',
      title: 'Send',
    },
  },
  () => import('./sendLocales.js'),
)
