import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Получить',
    title: 'Получить',
  },
  messages: {
    qr: 'QR-код вашего адреса',
    address: 'Ваш адрес',
    copy: 'Скопировать адрес',
    copied: 'Адрес скопирован',
    copyFailed: 'Не удалось скопировать адрес',
    networks: 'Сети, в которых можно получать',
    namespace: 'Сети {namespace}',
    testnet: 'тестовая сеть',
  },
}
