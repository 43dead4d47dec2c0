import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Подключить кошелёк',
  },
  messages: {
    scan: 'Отсканируйте этот QR-код телефоном',
    qrLabel: 'QR-код WalletConnect',
    copy: 'Скопировать ссылку',
    copied: 'Ссылка скопирована',
    open: 'Открыть {name}',
    openWeb: 'Открыть веб-приложение {name}',
    preparing: 'Подготовка подключения...',
    buffering: 'Ожидание {name}...',
  },
}
