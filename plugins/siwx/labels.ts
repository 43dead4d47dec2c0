import { defineLabels } from 'walletdock/plugin'

/** The sign view's title, shown before the view's chunk loads. */
export const label = defineLabels(
  {
    en: {
      title: 'Sign In',
    },
  },
  () => import('./siwxLocales.js'),
)
