import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Atividade',
  },
  messages: {
    list: 'Atividade',
    empty: 'Nenhuma atividade ainda',
    failed: 'Não foi possível buscar as transações',
    loadingMore: 'Carregando mais transações',
    explorer: 'Ver no explorador',
    confirmed: 'Confirmada',
    failedStatus: 'Falhou',
    pending: 'Pendente',
    send: 'Enviado',
    receive: 'Recebido',
    execute: 'Executado',
    mint: 'Cunhado',
    burn: 'Queimado',
    deposit: 'Depositado',
    withdraw: 'Sacado',
    borrow: 'Emprestado',
    repay: 'Reembolsado',
    claim: 'Resgatado',
    approve: 'Aprovado',
    trade: 'Negociado',
    to: 'para {address}',
    from: 'de {address}',
    unnamed: '-',
  },
}
