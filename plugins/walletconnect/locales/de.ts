import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Wallet verbinden',
  },
  messages: {
    scan: 'Scanne diesen QR-Code mit deinem Telefon',
    qrLabel: 'WalletConnect-QR-Code',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    open: '{name} öffnen',
    openWeb: '{name}-Web-App öffnen',
    preparing: 'Verbindung wird vorbereitet...',
    buffering: 'Warte auf {name}...',
  },
}
