import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Ricevi',
    title: 'Ricevi',
  },
  messages: {
    qr: 'Codice QR del tuo indirizzo',
    address: 'Il tuo indirizzo',
    copy: 'Copia indirizzo',
    copied: 'Indirizzo copiato',
    copyFailed: 'Impossibile copiare l’indirizzo',
    networks: 'Reti su cui puoi ricevere',
    namespace: 'Reti {namespace}',
    testnet: 'testnet',
  },
}
