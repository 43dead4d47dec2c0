import { defineMessages } from 'walletdock/ui'

/** The plugin's own strings; other languages fall back to English key by key. */
export const useWalletConnectMessages = defineMessages({
  en: {
    scan: 'Scan this QR code with your phone',
    qrLabel: 'WalletConnect QR code',
    copy: 'Copy link',
    copied: 'Link copied',
    open: 'Open {name}',
    openWeb: 'Open {name} web app',
    preparing: 'Preparing the connection...',
  },
  de: {
    scan: 'Scanne diesen QR-Code mit deinem Telefon',
    qrLabel: 'WalletConnect-QR-Code',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    open: '{name} öffnen',
    openWeb: '{name}-Web-App öffnen',
    preparing: 'Verbindung wird vorbereitet...',
  },
})
