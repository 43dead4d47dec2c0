import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'Connecter un portefeuille',
  },
  messages: {
    scan: 'Scannez ce code QR avec votre téléphone',
    qrLabel: 'Code QR WalletConnect',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    open: 'Ouvrir {name}',
    openWeb: "Ouvrir l'application web {name}",
    preparing: 'Préparation de la connexion...',
    buffering: 'En attente de {name}...',
  },
}
