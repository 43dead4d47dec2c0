import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Krypto kaufen',
    title: 'Krypto kaufen',
  },
  messages: {
    youBuy: 'Du kaufst {symbol} auf {network}',
    amount: 'Betrag',
    currency: 'Währung',
    method: 'Zahlungsart',
    card: 'Karte',
    ach_bank_account: 'Bankkonto',
    limits: '{method}: {min} bis {max} {currency}',
    providers: 'Anbieter',
    quoting: 'Angebote werden geladen…',
    youGet: 'Du erhältst {amount} {symbol}',
    fees: 'Gebühren {fees} {currency} · gesamt {total} {currency}',
    sample: 'Beispieldaten: Die On-Ramp-Optionen konnten nicht geladen werden',
    mocked: 'Geschätztes Angebot: Der Angebotsdienst antwortete nicht; der Anbieter berechnet den Auftrag',
    enterAmount: 'Gib einen Betrag ein, um Angebote zu sehen',
    pending: 'Schließe den Kauf im Fenster von {provider} ab',
    declined: 'Der Anbieter hat die Zahlung abgelehnt: {reason}. Versuche es in seinem Fenster erneut.',
    failed: 'Der Anbieter meldet eine fehlgeschlagene Zahlung. Versuche es in seinem Fenster erneut.',
    arriving: 'Bezahlt. {amount} {symbol} sind unterwegs…',
    arrived: '{amount} {symbol} angekommen',
    newBalance: 'Neues Guthaben: {balance} {symbol}',
    cancel: 'Abbrechen',
    done: 'Fertig',
    buyMore: 'Mehr kaufen',
  },
}
