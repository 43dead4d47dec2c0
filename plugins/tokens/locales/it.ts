import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Token',
  },
  messages: {
    unavailable: 'Saldo dei token non disponibile',
    originRefused: 'Origin Not Allowed: l’API dei servizi non risponde a questa pagina (vedi l’avviso).',
    empty: 'Nessun token',
    list: 'Token',
  },
}
