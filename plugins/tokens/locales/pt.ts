import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Tokens',
  },
  messages: {
    unavailable: 'Saldo de tokens indisponível',
    originRefused: 'Origin Not Allowed: a API de serviços não responde a esta página (veja o alerta).',
    empty: 'Nenhum token',
    list: 'Tokens',
  },
}
