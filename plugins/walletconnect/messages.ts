import { defineMessages } from 'walletdock/ui'
import { locales } from './walletconnectLocales.js'

/** The plugin's own strings; other languages fall back to English key by key. */
export const useWalletConnectMessages = defineMessages(
  {
    en: {
      scan: 'Scan this QR code with your phone',
      qrLabel: 'WalletConnect QR code',
      copy: 'Copy link',
      copied: 'Link copied',
      open: 'Open {name}',
      openWeb: 'Open {name} web app',
      preparing: 'Preparing the connection...',
      buffering: 'Waiting for {name}...',
    },
  },
  locales,
)
