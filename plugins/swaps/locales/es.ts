import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Intercambiar',
    title: 'Intercambiar',
  },
  messages: {
    from: 'Pagas',
    to: 'Recibes',
    selectToken: 'Seleccionar token',
    tokens: 'Tokens para intercambiar',
    balance: 'Saldo: {balance}',
    amount: 'Cantidad',
    max: 'Máx.',
    flip: 'Invertir los tokens',
    quoting: 'Buscando el mejor precio…',
    received: 'Recibes ≈ {amount} {symbol}',
    priceImpact: 'Impacto en el precio',
    minimum: 'Mínimo recibido',
    slippage: 'Tolerancia de deslizamiento {value} %',
    networkFee: 'Comisión de red',
    approve: 'Aprobar {symbol}',
    approving: 'Aprobando {symbol}…',
    approved: '{symbol} aprobado',
    swap: 'Intercambiar',
    swapping: 'Intercambiando {amount} {from} por {to}…',
    swapped: 'Intercambiaste {amount} {from} por {received} {to}',
    insufficient: 'Saldo de {symbol} insuficiente',
    unavailable: 'Saldo de tokens no disponible',
  },
}
