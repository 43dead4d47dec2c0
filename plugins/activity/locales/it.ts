import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Attività',
  },
  messages: {
    list: 'Attività',
    empty: 'Ancora nessuna attività',
    failed: 'Impossibile recuperare le transazioni',
    loadingMore: 'Caricamento di altre transazioni',
    explorer: 'Visualizza nell’explorer',
    confirmed: 'Confermata',
    failedStatus: 'Non riuscita',
    pending: 'In attesa',
    send: 'Inviato',
    receive: 'Ricevuto',
    execute: 'Eseguito',
    mint: 'Coniato',
    burn: 'Bruciato',
    deposit: 'Depositato',
    withdraw: 'Prelevato',
    borrow: 'Preso in prestito',
    repay: 'Rimborsato',
    claim: 'Riscattato',
    approve: 'Approvato',
    trade: 'Scambiato',
    to: 'a {address}',
    from: 'da {address}',
    unnamed: '-',
  },
}
