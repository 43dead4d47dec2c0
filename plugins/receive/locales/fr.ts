import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Recevoir',
    title: 'Recevoir',
  },
  messages: {
    qr: 'Code QR de votre adresse',
    address: 'Votre adresse',
    copy: "Copier l'adresse",
    copied: 'Adresse copiée',
    copyFailed: "Impossible de copier l'adresse",
    networks: 'Réseaux sur lesquels vous pouvez recevoir',
    namespace: 'Réseaux {namespace}',
    testnet: 'réseau de test',
  },
}
