import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Токены',
  },
  messages: {
    unavailable: 'Баланс токенов недоступен',
    originRefused: 'Origin Not Allowed: API сервисов не отвечает этой странице (см. уведомление).',
    empty: 'Нет токенов',
    list: 'Токены',
  },
}
