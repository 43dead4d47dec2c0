import { defineLabels } from 'walletdock/plugin'

/** The Account view's Receive action and the view's title, shown before the view's chunk loads. */
export const label = defineLabels(
  {
    en: {
      action: 'Receive',
      title: 'Receive',
    },
  },
  () => import('./receiveLocales.js'),
)
