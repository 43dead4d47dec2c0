import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Jetons',
  },
  messages: {
    unavailable: 'Solde des jetons indisponible',
    originRefused: "Origin Not Allowed : l'API des services ne répond pas à cette page (voir l'alerte).",
    empty: 'Aucun jeton',
    list: 'Jetons',
  },
}
