import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Comprar cripto',
    title: 'Comprar cripto',
  },
  messages: {
    youBuy: 'Compras {symbol} en {network}',
    amount: 'Cantidad',
    currency: 'Moneda',
    method: 'Método de pago',
    card: 'Tarjeta',
    ach_bank_account: 'Cuenta bancaria',
    limits: '{method}: de {min} a {max} {currency}',
    providers: 'Proveedores',
    quoting: 'Obteniendo cotizaciones…',
    youGet: 'Recibes {amount} {symbol}',
    fees: 'Comisiones {fees} {currency} · total {total} {currency}',
    sample: 'Datos de ejemplo: no se pudieron cargar las opciones de compra',
    mocked:
      'Cotización simulada: el servicio de cotizaciones no respondió; el proveedor fija el precio del pedido',
    enterAmount: 'Introduce una cantidad para ver cotizaciones',
    pending: 'Completa la compra en la ventana de {provider}',
    declined: 'El proveedor rechazó el pago: {reason}. Vuelve a intentarlo en su ventana.',
    failed: 'El proveedor informa de un pago fallido. Vuelve a intentarlo en su ventana.',
    arriving: 'Pagado. Esperando a que lleguen {amount} {symbol}…',
    arrived: 'Llegaron {amount} {symbol}',
    newBalance: 'Nuevo saldo: {balance} {symbol}',
    cancel: 'Cancelar',
    done: 'Listo',
    buyMore: 'Comprar más',
  },
}
