import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Al',
    title: 'Al',
  },
  messages: {
    qr: 'Adresinizin QR kodu',
    address: 'Adresiniz',
    copy: 'Adresi kopyala',
    copied: 'Adres kopyalandı',
    copyFailed: 'Adres kopyalanamadı',
    networks: 'Alabileceğiniz ağlar',
    namespace: '{namespace} ağları',
    testnet: 'test ağı',
  },
}
