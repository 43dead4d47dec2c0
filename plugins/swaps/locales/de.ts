import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Tauschen',
    title: 'Tauschen',
  },
  messages: {
    from: 'Du zahlst',
    to: 'Du erhältst',
    selectToken: 'Token wählen',
    tokens: 'Token zum Tauschen',
    balance: 'Guthaben: {balance}',
    amount: 'Betrag',
    max: 'Max',
    flip: 'Token vertauschen',
    quoting: 'Bester Preis wird gesucht…',
    received: 'Du erhältst ≈ {amount} {symbol}',
    priceImpact: 'Preiseinfluss',
    minimum: 'Mindestens erhalten',
    slippage: 'Slippage-Toleranz {value} %',
    networkFee: 'Netzwerkgebühr',
    approve: '{symbol} freigeben',
    approving: '{symbol} wird freigegeben…',
    approved: '{symbol} freigegeben',
    swap: 'Tauschen',
    swapping: '{amount} {from} werden in {to} getauscht…',
    swapped: '{amount} {from} in {received} {to} getauscht',
    insufficient: 'Nicht genug {symbol}',
    unavailable: 'Token-Guthaben nicht verfügbar',
  },
}
