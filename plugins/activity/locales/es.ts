import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Actividad',
  },
  messages: {
    list: 'Actividad',
    empty: 'Aún no hay actividad',
    failed: 'No se pudieron obtener las transacciones',
    loadingMore: 'Cargando más transacciones',
    explorer: 'Ver en el explorador',
    confirmed: 'Confirmada',
    failedStatus: 'Fallida',
    pending: 'Pendiente',
    send: 'Enviado',
    receive: 'Recibido',
    execute: 'Ejecutado',
    mint: 'Acuñado',
    burn: 'Quemado',
    deposit: 'Depositado',
    withdraw: 'Retirado',
    borrow: 'Prestado',
    repay: 'Reembolsado',
    claim: 'Reclamado',
    approve: 'Aprobado',
    trade: 'Intercambiado',
    to: 'a {address}',
    from: 'de {address}',
    unnamed: '-',
  },
}
