import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Invia',
    title: 'Invia',
  },
  messages: {
    token: 'Token',
    selectToken: 'Seleziona token',
    tokens: 'I tuoi token',
    noTokens: 'Nessun token da inviare',
    balance: 'Saldo: {balance}',
    amount: 'Importo',
    max: 'Max',
    usd: '≈ {value} USD',
    receiver: 'Indirizzo o nome del destinatario',
    resolved: 'Invia a {address}',
    resolving: 'Risoluzione del nome…',
    preview: 'Anteprima invio',
    sending: 'Invii',
    to: 'A',
    networkFee: 'Commissione di rete',
    feeUnavailable: 'Commissione di rete non disponibile',
    edit: 'Modifica',
    send: 'Invia',
    inProgress: 'Invio in corso…',
    sent: '{amount} {symbol} inviati',
    explorer: 'Visualizza nell’explorer',
    unavailable: 'Saldo dei token non disponibile',
  },
}
