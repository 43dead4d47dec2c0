import { base58 } from '@scure/base'
import { formatNativeAmount, type NativeCurrency } from 'walletdock/plugin'

/** One line of what is being signed, as the ApproveTransaction view shows it (as text). */
export type RequestDetail = { label: string; value: string }
export type RequestDescription = { method: string; title: string; details: RequestDetail[] }

/** Longest value the view shows of one field; the frame's own panel shows the request whole. */
const MAX_VALUE_CHARS = 600
/** Typed-data fields shown at most (nested fields flattened with dots). */
const MAX_FIELDS = 40

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send user operation',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send transaction',
}

const clip = (text: string) => (text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isHex = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

/** A hex message as UTF-8 text when it decodes to printable text, else the hex as given. */
export function messageText(message: string): string {
  if (!isHex(message) || message.length % 2 !== 0) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

/** A solana message (base58, as the solana helpers send it) as UTF-8 text when printable, else as given. */
function solanaMessageText(message: string): string {
  try {
    const bytes = base58.decode(message)
    let hex = '0x'
    for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
    const text = messageText(hex)
    return text === hex ? message : text
  } catch {
    return message
  }
}

/** When the chain is not known: an eip155 chain's usual currency. */
const FALLBACK_CURRENCY: NativeCurrency = { symbol: 'ETH', decimals: 18 }

/** An amount in the chain's smallest unit, in its currency's own decimals: `1.5 ETH`. */
function amount(value: unknown, currency: NativeCurrency): string | undefined {
  if (!isHex(value) && typeof value !== 'bigint') return undefined
  try {
    return formatNativeAmount(BigInt(value as string), currency)
  } catch {
    return undefined
  }
}

/** Typed-data fields flattened to `a.b: value` lines. */
function flatten(prefix: string, value: unknown, into: RequestDetail[]): void {
  if (into.length >= MAX_FIELDS) return
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, inner, into)
    return
  }
  if (Array.isArray(value)) {
    for (const [index, inner] of value.entries()) flatten(`${prefix}[${index}]`, inner, into)
    return
  }
  into.push({ label: prefix, value: clip(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')) })
}

function callDetails(call: unknown, currency: NativeCurrency, prefix = ''): RequestDetail[] {
  if (!isRecord(call)) return []
  const details: RequestDetail[] = [
    { label: `${prefix}To`, value: typeof call.to === 'string' ? call.to : '(new contract)' },
  ]
  details.push({
    label: `${prefix}Amount`,
    value: amount(call.value ?? '0x0', currency) ?? String(call.value),
  })
  if (isHex(call.data) && call.data !== '0x') details.push({ label: `${prefix}Data`, value: clip(call.data) })
  return details
}

/**
 * What an unsafe request asks, decoded where the host can: the message as text, the typed data's
 * domain and fields, a transaction's recipient, amount and data. Undecodable params are shown as JSON.
 */
export function describeRequest(
  method: string,
  params: unknown,
  currency: NativeCurrency = FALLBACK_CURRENCY,
): RequestDescription {
  const title = TITLES[method] ?? method
  const list = Array.isArray(params) ? params : [params]
  const details: RequestDetail[] = []
  if (method === 'personal_sign' && typeof list[0] === 'string') {
    details.push({ label: 'Message', value: clip(messageText(list[0])) })
  } else if (method === 'eth_signTypedData_v4') {
    let typed: unknown = list[1]
    if (typeof typed === 'string') {
      try {
        typed = JSON.parse(typed)
      } catch {
        typed = undefined
      }
    }
    if (isRecord(typed)) {
      if (typeof typed.primaryType === 'string') details.push({ label: 'Type', value: typed.primaryType })
      flatten('domain', typed.domain ?? {}, details)
      flatten('', typed.message ?? {}, details)
    }
  } else if (method === 'solana_signMessage' && isRecord(params) && typeof params.message === 'string') {
    details.push({ label: 'Message', value: clip(solanaMessageText(params.message)) })
  } else if (method.startsWith('solana_') && isRecord(params) && typeof params.transaction === 'string') {
    // The frame's own panel decodes it (transfers, programs); here the host shows it as it was sent.
    details.push({ label: 'Transaction (base64)', value: clip(params.transaction) })
  } else if (method === 'eth_sendTransaction') {
    details.push(...callDetails(list[0], currency))
  } else if (method === 'wallet_sendCalls' && isRecord(list[0]) && Array.isArray(list[0].calls)) {
    for (const [index, call] of list[0].calls.entries())
      details.push(...callDetails(call, currency, `Call ${index + 1}: `))
  }
  if (details.length === 0)
    details.push({ label: 'Request', value: clip(JSON.stringify(params ?? null) ?? '') })
  return { method, title, details }
}
