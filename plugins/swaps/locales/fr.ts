import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Échanger',
    title: 'Échanger',
  },
  messages: {
    from: 'Vous payez',
    to: 'Vous recevez',
    selectToken: 'Choisir un jeton',
    tokens: 'Jetons à échanger',
    balance: 'Solde : {balance}',
    amount: 'Montant',
    max: 'Max',
    flip: 'Inverser les jetons',
    quoting: 'Recherche du meilleur prix…',
    received: 'Vous recevez ≈ {amount} {symbol}',
    priceImpact: 'Impact sur le prix',
    minimum: 'Minimum reçu',
    slippage: 'Tolérance de glissement {value} %',
    networkFee: 'Frais de réseau',
    approve: 'Approuver {symbol}',
    approving: 'Approbation de {symbol}…',
    approved: '{symbol} approuvé',
    swap: 'Échanger',
    swapping: 'Échange de {amount} {from} contre {to}…',
    swapped: '{amount} {from} échangés contre {received} {to}',
    insufficient: 'Solde {symbol} insuffisant',
    unavailable: 'Solde des jetons indisponible',
  },
}
