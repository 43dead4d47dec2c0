import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Trocar',
    title: 'Trocar',
  },
  messages: {
    from: 'Você paga',
    to: 'Você recebe',
    selectToken: 'Selecionar token',
    tokens: 'Tokens para trocar',
    balance: 'Saldo: {balance}',
    amount: 'Valor',
    max: 'Máx.',
    flip: 'Inverter os tokens',
    quoting: 'Buscando o melhor preço…',
    received: 'Você recebe ≈ {amount} {symbol}',
    priceImpact: 'Impacto no preço',
    minimum: 'Mínimo recebido',
    slippage: 'Tolerância de slippage {value}%',
    networkFee: 'Taxa de rede',
    approve: 'Aprovar {symbol}',
    approving: 'Aprovando {symbol}…',
    approved: '{symbol} aprovado',
    swap: 'Trocar',
    swapping: 'Trocando {amount} {from} por {to}…',
    swapped: '{amount} {from} trocados por {received} {to}',
    insufficient: 'Saldo de {symbol} insuficiente',
    unavailable: 'Saldo de tokens indisponível',
  },
}
