import { defineMessages } from 'walletdock/ui'

/** The Tokens tab's strings; the tab's label itself is in tokens.ts (shown before this chunk loads). */
export const useTokensMessages = defineMessages({
  en: { unavailable: 'Token Balance Unavailable', empty: 'No tokens', list: 'Tokens' },
  de: { unavailable: 'Token-Guthaben nicht verfügbar', empty: 'Keine Token', list: 'Token' },
})
