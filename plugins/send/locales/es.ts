import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Enviar',
    title: 'Enviar',
  },
  messages: {
    token: 'Token',
    selectToken: 'Seleccionar token',
    tokens: 'Tus tokens',
    noTokens: 'No hay tokens para enviar',
    balance: 'Saldo: {balance}',
    amount: 'Cantidad',
    max: 'Máx.',
    usd: '≈ {value} USD',
    receiver: 'Dirección o nombre del destinatario',
    resolved: 'Se envía a {address}',
    resolving: 'Resolviendo el nombre…',
    preview: 'Vista previa del envío',
    sending: 'Envías',
    to: 'Para',
    networkFee: 'Comisión de red',
    feeUnavailable: 'Comisión de red no disponible',
    edit: 'Editar',
    send: 'Enviar',
    inProgress: 'Enviando…',
    sent: '{amount} {symbol} enviados',
    explorer: 'Ver en el explorador',
    unavailable: 'Saldo de tokens no disponible',
  },
}
