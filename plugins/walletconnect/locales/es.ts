import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Conectar billetera',
  },
  messages: {
    scan: 'Escanea este código QR con tu teléfono',
    qrLabel: 'Código QR de WalletConnect',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    open: 'Abrir {name}',
    openWeb: 'Abrir la aplicación web de {name}',
    preparing: 'Preparando la conexión...',
    buffering: 'Esperando a {name}...',
  },
}
