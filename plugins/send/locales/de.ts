import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Senden',
    title: 'Senden',
  },
  messages: {
    token: 'Token',
    selectToken: 'Token wählen',
    tokens: 'Deine Token',
    noTokens: 'Keine Token zum Senden',
    balance: 'Guthaben: {balance}',
    amount: 'Betrag',
    max: 'Max',
    usd: '≈ {value} USD',
    receiver: 'Empfängeradresse oder Name',
    resolved: 'Sendet an {address}',
    resolving: 'Name wird aufgelöst…',
    preview: 'Vorschau',
    sending: 'Du sendest',
    to: 'An',
    networkFee: 'Netzwerkgebühr',
    feeUnavailable: 'Netzwerkgebühr nicht verfügbar',
    edit: 'Bearbeiten',
    send: 'Senden',
    inProgress: 'Wird gesendet…',
    sent: '{amount} {symbol} gesendet',
    explorer: 'Im Explorer ansehen',
    unavailable: 'Token-Guthaben nicht verfügbar',
  },
}
