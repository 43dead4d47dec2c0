import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Token',
  },
  messages: {
    unavailable: 'Token-Guthaben nicht verfügbar',
    originRefused: 'Origin Not Allowed: Die Dienste-API antwortet dieser Seite nicht (siehe Hinweis).',
    empty: 'Keine Token',
    list: 'Token',
  },
}
