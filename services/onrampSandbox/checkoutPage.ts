import * as z from 'zod/mini'
import { isCanonicalOrigin } from '../../kernel/rules/originPattern.js'

/** The provider link's query (spec section 7's four parameters, and what the page chose). */
export const linkSchema = z.object({
  publicKey: z.string({ error: 'publicKey is missing' }).check(z.maxLength(128, 'publicKey is too long')),
  destinationCurrencyCode: z.enum(['USDC', 'SOL'], 'destinationCurrencyCode must be USDC or SOL'),
  walletAddress: z
    .string({ error: 'walletAddress is missing' })
    .check(z.maxLength(64, 'walletAddress is too long')),
  externalCustomerId: z
    .string({ error: 'externalCustomerId is missing' })
    .check(z.maxLength(64, 'externalCustomerId is too long')),
  network: z.optional(z.string().check(z.maxLength(64, 'network is too long'))),
  presetFiatAmount: z.optional(
    z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'presetFiatAmount must be like 50.00')),
  ),
  fiatCurrency: z._default(z.enum(['USD', 'EUR'], 'fiatCurrency must be USD or EUR'), 'USD'),
  paymentMethod: z._default(
    z.enum(['card', 'ach_bank_account'], 'paymentMethod must be card or ach_bank_account'),
    'card',
  ),
  parentOrigin: z.optional(
    z.string().check(z.refine(isCanonicalOrigin, 'parentOrigin must be an origin (scheme://host[:port])')),
  ),
})
export type CheckoutLink = z.infer<typeof linkSchema>

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The checkout page's CSP: its own script, style and order API only; nobody may frame it. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const frame = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox Pay (test mode)</title><link rel="stylesheet" href="/checkout.css">
<script type="module" src="/checkout.js"></script></head>
<body><header><strong>Sandbox Pay</strong> <span class="badge">TEST MODE: no real money moves</span></header>
<main>${body}</main></body></html>
`

/** The page for a link the sandbox cannot serve: what is wrong with it. */
export const refusedPage = (problem: string) =>
  frame(`<h1>This checkout link cannot be used</h1><p role="alert" class="error">${escapeHtml(problem)}</p>`)

/** The checkout: the order, the payment form with the test numbers, and where its result shows. */
export function checkoutPage(
  link: CheckoutLink,
  order: { tokenSymbol: string; networkName: string; networkId: string },
) {
  const data = JSON.stringify({ ...link, tokenSymbol: order.tokenSymbol, network: order.networkId }).replace(
    /</g,
    '\\u003c',
  )
  const bank = link.paymentMethod === 'ach_bank_account'
  const field = (id: string, label: string, extra: string) =>
    `<label for="${id}">${label}</label><input id="${id}" ${extra}>`
  return frame(`<h1>Buy ${escapeHtml(order.tokenSymbol)}</h1>
<dl id="order">
<dt>You receive</dt><dd>${escapeHtml(order.tokenSymbol)}${link.destinationCurrencyCode === order.tokenSymbol ? '' : ` <span class="muted">(${escapeHtml(link.destinationCurrencyCode)} on the local chain is its ${escapeHtml(order.tokenSymbol)})</span>`}</dd>
<dt>Network</dt><dd>${escapeHtml(order.networkName)}</dd>
<dt>Wallet</dt><dd class="mono">${escapeHtml(link.walletAddress)}</dd>
<dt>Customer</dt><dd class="mono">${escapeHtml(link.externalCustomerId)}</dd>
</dl>
<form id="pay" novalidate>
${field('amount', `Amount (${escapeHtml(link.fiatCurrency)})`, `inputmode="decimal" autocomplete="off" value="${escapeHtml(link.presetFiatAmount ?? '')}"`)}
${
  bank
    ? field('bank', 'Bank account number', 'inputmode="numeric" autocomplete="off"')
    : `${field('card', 'Card number', 'inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242"')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'autocomplete="off" placeholder="12/34"')}</div><div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="off" placeholder="123"')}</div></div>`
}
<p class="muted" id="test-numbers">${
    bank
      ? 'Test bank account: 000123456789.'
      : 'Test cards: 4242 4242 4242 4242 is paid; 4000 0000 0000 0002 is declined. Any future expiry, any CVC.'
  }</p>
<button type="submit" id="submit">Pay</button>
</form>
<p id="status" role="status"></p>
<p id="error" role="alert" class="error"></p>
<section id="done" hidden><h2>Payment complete</h2><dl id="receipt"></dl><button type="button" id="close">Back to the app</button></section>
<script type="application/json" id="link">${data}</script>`)
}

export const CHECKOUT_CSS = `body{margin:0;font:15px system-ui,sans-serif;color:#141414;background:#f6f6f9}
header{background:#1d1d3a;color:#fff;padding:12px 16px}.badge{background:#f5b301;color:#141414;border-radius:6px;padding:2px 6px;font-size:12px;margin-left:8px}
main{max-width:420px;margin:0 auto;padding:16px}h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}dd{margin:0;word-break:break-all}
form{display:flex;flex-direction:column;gap:6px}input{font:inherit;padding:10px;border:1px solid #bbb;border-radius:10px;box-sizing:border-box;width:100%;min-width:0}.row{display:flex;gap:8px}.row>div{flex:1;min-width:0;display:flex;flex-direction:column;gap:6px}
button{font:inherit;padding:12px;border-radius:12px;border:0;background:#3b5bdb;color:#fff;cursor:pointer}button:disabled{opacity:.6}
.muted{color:#666;font-size:13px}.mono{font-family:ui-monospace,monospace;font-size:13px}.error{color:#c92a2a}
`
