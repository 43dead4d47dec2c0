import { defineMessages } from 'walletdock/ui'

/** The Tokens tab's strings; the tab's label itself is in tokens.ts (shown before this chunk loads). */
export const useTokensMessages = defineMessages({
  en: {
    unavailable: 'Token Balance Unavailable',
    originRefused: 'Origin Not Allowed: the services API does not answer this page (see the alert).',
    empty: 'No tokens',
    list: 'Tokens',
  },
  de: {
    unavailable: 'Token-Guthaben nicht verfügbar',
    originRefused: 'Origin Not Allowed: Die Dienste-API antwortet dieser Seite nicht (siehe Hinweis).',
    empty: 'Keine Token',
    list: 'Token',
  },
})
