import { PROVIDER_MESSAGE_TYPE } from '../../plugins/onramp/protocol/onramp.js'

/**
 * The checkout page's script (plain browser JavaScript, served as /checkout.js under the page's CSP): it posts the
 * order to the sandbox's own API, shows the answer, and reports the order's status to the page that opened it,
 * to that page's origin only (the link's parentOrigin, which the API set from the page's Origin).
 */
export const CHECKOUT_SCRIPT = `const link = JSON.parse(document.getElementById('link').textContent)
const $ = (id) => document.getElementById(id)
const report = (order) => {
  if (!window.opener || !link.parentOrigin) return
  const message = { type: ${JSON.stringify(PROVIDER_MESSAGE_TYPE)}, orderId: order.id, status: order.status }
  if (order.purchaseAmount) message.purchaseAmount = order.purchaseAmount
  if (order.transactionHash) message.transactionHash = order.transactionHash
  if (order.reason) message.reason = order.reason
  message.network = order.network
  window.opener.postMessage(message, link.parentOrigin)
}
const row = (list, name, value) => {
  const dt = document.createElement('dt')
  dt.textContent = name
  const dd = document.createElement('dd')
  dd.textContent = value
  list.append(dt, dd)
}
$('close').addEventListener('click', () => window.close())
$('pay').addEventListener('submit', async (event) => {
  event.preventDefault()
  $('error').textContent = ''
  $('status').textContent = 'Paying…'
  $('submit').disabled = true
  const value = (id) => ($(id) ? $(id).value.trim() : undefined)
  const body = {
    publicKey: link.publicKey,
    walletAddress: link.walletAddress,
    network: link.network,
    amount: value('amount'),
    currency: link.fiatCurrency,
    paymentMethod: link.paymentMethod,
    externalCustomerId: link.externalCustomerId,
    ...(link.paymentMethod === 'card'
      ? { card: { number: value('card'), expiry: value('expiry'), cvc: value('cvc') } }
      : { bankAccount: value('bank') }),
  }
  try {
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = await response.json()
    $('status').textContent = ''
    if (answer.order) report(answer.order)
    if (!response.ok) {
      $('error').textContent = answer.order?.reason ?? answer.error?.message ?? 'The payment failed'
      return
    }
    const order = answer.order
    $('pay').hidden = true
    $('done').hidden = false
    const receipt = $('receipt')
    row(receipt, 'Paid', order.paymentTotal.amount + ' ' + order.paymentTotal.currency)
    row(receipt, 'Provider fee', order.providerFee.amount + ' ' + order.providerFee.currency)
    row(receipt, 'Network fee', order.networkFee.amount + ' ' + order.networkFee.currency)
    row(receipt, 'Sent', order.purchaseAmount.amount + ' ' + order.purchaseAmount.currency)
    row(receipt, 'Transaction', order.transactionHash)
  } catch (error) {
    $('status').textContent = ''
    $('error').textContent = 'The sandbox could not be reached: ' + error.message
  } finally {
    $('submit').disabled = false
  }
})
`
