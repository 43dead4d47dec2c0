import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Scambia',
    title: 'Scambia',
  },
  messages: {
    from: 'Paghi',
    to: 'Ricevi',
    selectToken: 'Seleziona token',
    tokens: 'Token da scambiare',
    balance: 'Saldo: {balance}',
    amount: 'Importo',
    max: 'Max',
    flip: 'Inverti i token',
    quoting: 'Ricerca del prezzo migliore…',
    received: 'Ricevi ≈ {amount} {symbol}',
    priceImpact: 'Impatto sul prezzo',
    minimum: 'Minimo ricevuto',
    slippage: 'Tolleranza di slippage {value}%',
    networkFee: 'Commissione di rete',
    approve: 'Approva {symbol}',
    approving: 'Approvazione di {symbol}…',
    approved: '{symbol} approvato',
    swap: 'Scambia',
    swapping: 'Scambio di {amount} {from} con {to}…',
    swapped: '{amount} {from} scambiati con {received} {to}',
    insufficient: 'Saldo {symbol} insufficiente',
    unavailable: 'Saldo dei token non disponibile',
  },
}
