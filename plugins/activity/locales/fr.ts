import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Activité',
  },
  messages: {
    list: 'Activité',
    empty: "Aucune activité pour l'instant",
    failed: 'Impossible de récupérer les transactions',
    loadingMore: "Chargement d'autres transactions",
    explorer: "Voir dans l'explorateur",
    confirmed: 'Confirmée',
    failedStatus: 'Échouée',
    pending: 'En attente',
    send: 'Envoyé',
    receive: 'Reçu',
    execute: 'Exécuté',
    mint: 'Frappé',
    burn: 'Brûlé',
    deposit: 'Déposé',
    withdraw: 'Retiré',
    borrow: 'Emprunté',
    repay: 'Remboursé',
    claim: 'Réclamé',
    approve: 'Approuvé',
    trade: 'Échangé',
    to: 'à {address}',
    from: 'de {address}',
    unnamed: '-',
  },
}
