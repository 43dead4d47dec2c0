import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Connetti wallet',
  },
  messages: {
    scan: 'Scansiona questo codice QR con il telefono',
    qrLabel: 'Codice QR WalletConnect',
    copy: 'Copia link',
    copied: 'Link copiato',
    open: 'Apri {name}',
    openWeb: 'Apri l’app web di {name}',
    preparing: 'Preparazione della connessione...',
    buffering: 'In attesa di {name}...',
  },
}
