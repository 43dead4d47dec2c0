import { defineMessages } from 'walletdock/ui'
import { locales } from './tokensLocales.js'

/** The Tokens tab's strings; the tab's label itself is in tokens.ts (shown before this chunk loads). */
export const useTokensMessages = defineMessages(
  {
    en: {
      unavailable: 'Token Balance Unavailable',
      originRefused: 'Origin Not Allowed: the services API does not answer this page (see the alert).',
      empty: 'No tokens',
      list: 'Tokens',
    },
  },
  locales,
)
