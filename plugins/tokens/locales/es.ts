import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Tokens',
  },
  messages: {
    unavailable: 'Saldo de tokens no disponible',
    originRefused: 'Origin Not Allowed: la API de servicios no responde a esta página (consulta la alerta).',
    empty: 'No hay tokens',
    list: 'Tokens',
  },
}
