import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Empfangen',
    title: 'Empfangen',
  },
  messages: {
    qr: 'QR-Code deiner Adresse',
    address: 'Deine Adresse',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert',
    copyFailed: 'Adresse konnte nicht kopiert werden',
    networks: 'Netzwerke, auf denen du empfangen kannst',
    namespace: '{namespace}-Netzwerke',
    testnet: 'Testnetz',
  },
}
