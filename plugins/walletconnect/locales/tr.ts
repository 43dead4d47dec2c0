import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Cüzdan bağla',
  },
  messages: {
    scan: 'Bu QR kodunu telefonunuzla tarayın',
    qrLabel: 'WalletConnect QR kodu',
    copy: 'Bağlantıyı kopyala',
    copied: 'Bağlantı kopyalandı',
    open: '{name} uygulamasını aç',
    openWeb: '{name} web uygulamasını aç',
    preparing: 'Bağlantı hazırlanıyor...',
    buffering: '{name} bekleniyor...',
  },
}
