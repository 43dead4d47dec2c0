import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Conectar carteira',
  },
  messages: {
    scan: 'Escaneie este QR code com seu celular',
    qrLabel: 'QR code do WalletConnect',
    copy: 'Copiar link',
    copied: 'Link copiado',
    open: 'Abrir {name}',
    openWeb: 'Abrir o app web do {name}',
    preparing: 'Preparando a conexão...',
    buffering: 'Aguardando {name}...',
  },
}
