import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Aktivität',
  },
  messages: {
    list: 'Aktivität',
    empty: 'Noch keine Aktivität',
    failed: 'Transaktionen konnten nicht geladen werden',
    loadingMore: 'Weitere Transaktionen werden geladen',
    explorer: 'Im Explorer ansehen',
    confirmed: 'Bestätigt',
    failedStatus: 'Fehlgeschlagen',
    pending: 'Ausstehend',
    send: 'Gesendet',
    receive: 'Empfangen',
    execute: 'Ausgeführt',
    mint: 'Geprägt',
    burn: 'Verbrannt',
    deposit: 'Eingezahlt',
    withdraw: 'Abgehoben',
    borrow: 'Geliehen',
    repay: 'Zurückgezahlt',
    claim: 'Beansprucht',
    approve: 'Genehmigt',
    trade: 'Getauscht',
    to: 'an {address}',
    from: 'von {address}',
    unnamed: '-',
  },
}
