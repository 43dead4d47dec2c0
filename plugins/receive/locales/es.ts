import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Recibir',
    title: 'Recibir',
  },
  messages: {
    qr: 'Código QR de tu dirección',
    address: 'Tu dirección',
    copy: 'Copiar dirección',
    copied: 'Dirección copiada',
    copyFailed: 'No se pudo copiar la dirección',
    networks: 'Redes en las que puedes recibir',
    namespace: 'Redes {namespace}',
    testnet: 'red de prueba',
  },
}
