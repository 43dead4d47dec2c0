import { defineLabels } from 'walletdock/plugin'

/** The Activity tab's label, shown before the tab's chunk (and its messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      tab: 'Activity',
    },
  },
  () => import('./activityLocales.js'),
)
