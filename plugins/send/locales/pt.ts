import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Enviar',
    title: 'Enviar',
  },
  messages: {
    token: 'Token',
    selectToken: 'Selecionar token',
    tokens: 'Seus tokens',
    noTokens: 'Nenhum token para enviar',
    balance: 'Saldo: {balance}',
    amount: 'Valor',
    max: 'Máx.',
    usd: '≈ {value} USD',
    receiver: 'Endereço ou nome do destinatário',
    resolved: 'Envia para {address}',
    resolving: 'Resolvendo o nome…',
    preview: 'Revisar envio',
    sending: 'Você envia',
    to: 'Para',
    networkFee: 'Taxa de rede',
    feeUnavailable: 'Taxa de rede indisponível',
    edit: 'Editar',
    send: 'Enviar',
    inProgress: 'Enviando…',
    sent: '{amount} {symbol} enviados',
    explorer: 'Ver no explorador',
    unavailable: 'Saldo de tokens indisponível',
  },
}
