import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Вход',
  },
  messages: {
    heading: '{app} нужно подключиться к вашему кошельку',
    body: 'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. Отмена отключит кошелёк.',
    bodyOptional:
      'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам. Сейчас этот шаг можно пропустить.',
    sign: 'Подписать',
    signing: 'Подписание...',
    cancel: 'Отмена',
    account: 'Аккаунт',
  },
}
