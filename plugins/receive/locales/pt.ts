import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Receber',
    title: 'Receber',
  },
  messages: {
    qr: 'QR code do seu endereço',
    address: 'Seu endereço',
    copy: 'Copiar endereço',
    copied: 'Endereço copiado',
    copyFailed: 'Não foi possível copiar o endereço',
    networks: 'Redes em que você pode receber',
    namespace: 'Redes {namespace}',
    testnet: 'rede de teste',
  },
}
