import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Comprar cripto',
    title: 'Comprar cripto',
  },
  messages: {
    youBuy: 'Você compra {symbol} na {network}',
    amount: 'Valor',
    currency: 'Moeda',
    method: 'Forma de pagamento',
    card: 'Cartão',
    ach_bank_account: 'Conta bancária',
    limits: '{method}: de {min} a {max} {currency}',
    providers: 'Provedores',
    quoting: 'Buscando cotações…',
    youGet: 'Você recebe {amount} {symbol}',
    fees: 'Taxas {fees} {currency} · total {total} {currency}',
    sample: 'Dados de exemplo: não foi possível carregar as opções de compra',
    mocked: 'Cotação simulada: o serviço de cotações não respondeu; o provedor define o preço do pedido',
    enterAmount: 'Digite um valor para ver as cotações',
    pending: 'Conclua a compra na janela do {provider}',
    declined: 'O provedor recusou o pagamento: {reason}. Tente novamente na janela dele.',
    failed: 'O provedor informou uma falha no pagamento. Tente novamente na janela dele.',
    arriving: 'Pago. Aguardando a chegada de {amount} {symbol}…',
    arrived: '{amount} {symbol} recebidos',
    newBalance: 'Novo saldo: {balance} {symbol}',
    cancel: 'Cancelar',
    done: 'Concluído',
    buyMore: 'Comprar mais',
  },
}
