/**
 * The sign-in message of a Bitcoin account (SIWX, bip122): CAIP-122 text, the template EIP-4361 and AppKit's
 * informal message share, with "Bitcoin" as the blockchain and the full CAIP-2 id as the chain. Written and read
 * the same way by the plugin (which has it signed with BIP-322) and the services (which verify it).
 *
 * ```
 * example.com wants you to sign in with your Bitcoin account:
 * bc1q...
 *
 * Sign in to Example
 *
 * URI: https://example.com
 * Version: 1
 * Chain ID: bip122:000000000019d6689c085ae165831e93
 * Nonce: 0f3c...
 * Issued At: 2026-11-27T08:00:00.000Z
 * Expiration Time: 2026-11-28T08:00:00.000Z
 * Resources:
 * - https://example.com/terms
 * ```
 */

/** The fields of a sign-in message (the siwx plugin's SiwxMessage, spec section 3). */
export type Bip122SignInFields = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
}

const HEADER = ' wants you to sign in with your Bitcoin account:'
/** The optional fields after the nonce, in CAIP-122's order. */
const OPTIONAL = [
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const
/** A Bitcoin address: bech32 (lower case) or base58. */
const ADDRESS = /^([a-z]{1,83}1[02-9ac-hj-np-z]{6,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/
const CHAIN = /^bip122:[0-9a-f]{32}$/

function build(data: Bip122SignInFields): string {
  if (!CHAIN.test(data.chainId)) throw new Error(`${data.chainId} is not a bip122 network id`)
  if (!ADDRESS.test(data.accountAddress)) throw new Error(`${data.accountAddress} is not a Bitcoin address`)
  for (const [name, value] of Object.entries(data))
    if (typeof value === 'string' && value.includes('\n')) throw new Error(`the ${name} must be one line`)
  const lines = [`${data.domain}${HEADER}`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
  )
  for (const [field, name] of OPTIONAL) if (data[field] !== undefined) lines.push(`${name}: ${data[field]}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

/** The fields of `text`; throws unless it is exactly the text `build` writes for them. */
function parse(text: string): Bip122SignInFields {
  const refuse = () => new Error('not a Bitcoin sign-in message')
  const lines = text.split('\n')
  const header = lines[0] ?? ''
  if (!header.endsWith(HEADER) || lines[2] !== '') throw refuse()
  let at = 3
  let statement: string | undefined
  if (lines[3] !== undefined && !lines[3].startsWith('URI: ') && lines[4] === '') {
    statement = lines[3]
    at = 5
  }
  const fields = new Map<string, string>()
  let resources: string[] | undefined
  for (; at < lines.length; at++) {
    const line = lines[at] ?? ''
    if (line === 'Resources:') {
      resources = lines.slice(at + 1).map((entry) => entry.slice(2))
      break
    }
    const match = /^([A-Za-z ]+): (.*)$/.exec(line)
    if (!match) throw refuse()
    fields.set(match[1] as string, match[2] as string)
  }
  const data: Bip122SignInFields = {
    accountAddress: lines[1] ?? '',
    chainId: fields.get('Chain ID') ?? '',
    domain: header.slice(0, -HEADER.length),
    uri: fields.get('URI') ?? '',
    version: '1',
    nonce: fields.get('Nonce') ?? '',
  }
  if (statement !== undefined) data.statement = statement
  for (const [field, name] of OPTIONAL) {
    const value = fields.get(name)
    if (value !== undefined) data[field] = value
  }
  if (resources) data.resources = resources
  // Canonical text only: anything the template does not write (another order, an extra line) is refused.
  let rebuilt: string
  try {
    rebuilt = build(data)
  } catch {
    throw refuse()
  }
  if (rebuilt !== text || fields.get('Version') !== '1') throw refuse()
  return data
}

export const bip122SiwxText = { build, parse }
