import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Acheter des cryptos',
    title: 'Acheter des cryptos',
  },
  messages: {
    youBuy: 'Vous achetez du {symbol} sur {network}',
    amount: 'Montant',
    currency: 'Devise',
    method: 'Moyen de paiement',
    card: 'Carte',
    ach_bank_account: 'Compte bancaire',
    limits: '{method} : de {min} à {max} {currency}',
    providers: 'Fournisseurs',
    quoting: 'Obtention des devis…',
    youGet: 'Vous recevez {amount} {symbol}',
    fees: 'Frais {fees} {currency} · total {total} {currency}',
    sample: "Données d'exemple : les options d'achat n'ont pas pu être chargées",
    mocked: "Devis simulé : le service de devis n'a pas répondu ; le fournisseur fixe le prix de la commande",
    enterAmount: 'Saisissez un montant pour voir les devis',
    pending: "Finalisez l'achat dans la fenêtre de {provider}",
    declined: 'Le fournisseur a refusé le paiement : {reason}. Réessayez dans sa fenêtre.',
    failed: 'Le fournisseur signale un paiement échoué. Réessayez dans sa fenêtre.',
    arriving: "Payé. En attente de l'arrivée de {amount} {symbol}…",
    arrived: '{amount} {symbol} reçus',
    newBalance: 'Nouveau solde : {balance} {symbol}',
    cancel: 'Annuler',
    done: 'Terminé',
    buyMore: 'Acheter plus',
  },
}
