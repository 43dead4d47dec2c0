import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Envoyer',
    title: 'Envoyer',
  },
  messages: {
    token: 'Jeton',
    selectToken: 'Choisir un jeton',
    tokens: 'Vos jetons',
    noTokens: 'Aucun jeton à envoyer',
    balance: 'Solde : {balance}',
    amount: 'Montant',
    max: 'Max',
    usd: '≈ {value} USD',
    receiver: 'Adresse ou nom du destinataire',
    resolved: 'Envoi à {address}',
    resolving: 'Résolution du nom…',
    preview: "Aperçu de l'envoi",
    sending: 'Vous envoyez',
    to: 'À',
    networkFee: 'Frais de réseau',
    feeUnavailable: 'Frais de réseau indisponibles',
    edit: 'Modifier',
    send: 'Envoyer',
    inProgress: 'Envoi…',
    sent: '{amount} {symbol} envoyés',
    explorer: "Voir dans l'explorateur",
    unavailable: 'Solde des jetons indisponible',
  },
}
