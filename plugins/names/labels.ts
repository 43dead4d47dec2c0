import { defineLabels } from 'walletdock/plugin'

/** The Account view's action and the views' titles, shown before the views' chunk (messages.ts) loads. */
export const label = defineLabels(
  {
    en: {
      action: 'Choose a name',
      register: 'Choose name',
      success: 'Name registered',
    },
  },
  () => import('./namesLocales.js'),
)
