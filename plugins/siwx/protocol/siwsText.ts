import { splitCaipNetworkId } from 'walletdock/rules'
import type { SiwxMessage } from './siwx.js'

/**
 * Sign-In With Solana text (CAIP-122), written and read the same way by the siwx plugin (which signs it)
 * and the services (which verify it). The chain is written as its CAIP-2 reference.
 */
const HEADER = ' wants you to sign in with your Solana account:'
/** The fields after the statement, in the order Sign-In With Solana writes them (CAIP-122). */
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

export const siwsText = {
  build(data: SiwxMessage): string {
    const { namespace, reference } = splitCaipNetworkId(data.chainId) ?? {}
    if (namespace !== 'solana' || !reference) throw new Error(`${data.chainId} is not a solana network id`)
    if (data.statement?.includes('\n')) throw new Error('the statement must be one line')
    const lines = [`${data.domain}${HEADER}`, data.accountAddress]
    if (data.statement) lines.push('', data.statement)
    lines.push('')
    for (const [field, name] of FIELDS) {
      const value = field === 'chainId' ? reference : data[field]
      if (value !== undefined) lines.push(`${name}: ${value}`)
    }
    if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
    return lines.join('\n')
  },
  parse(text: string): SiwxMessage {
    const lines = text.split('\n')
    const header = lines[0] ?? ''
    if (!header.endsWith(HEADER) || !lines[1]) throw new Error('not a Sign-In With Solana message')
    const fields = new Map<string, string>()
    let statement: string | undefined
    let resources: string[] | undefined
    let at = 3
    if (lines[2] === '' && lines[3] !== undefined && !/^[A-Za-z ]+: /.test(lines[3]) && lines[4] === '') {
      statement = lines[3]
      at = 5
    }
    for (; at < lines.length; at++) {
      const line = lines[at] ?? ''
      if (line === 'Resources:') {
        resources = lines.slice(at + 1).map((entry) => entry.replace(/^- /, ''))
        break
      }
      const match = /^([A-Za-z ]+): (.*)$/.exec(line)
      if (match) fields.set(match[1] as string, match[2] as string)
    }
    const read = (name: string) => fields.get(name)
    const uri = read('URI')
    const nonce = read('Nonce')
    const chain = read('Chain ID')
    if (!uri || !nonce || !chain || read('Version') !== '1')
      throw new Error('not a Sign-In With Solana message')
    const data: SiwxMessage = {
      accountAddress: lines[1],
      chainId: `solana:${chain}`,
      domain: header.slice(0, -HEADER.length),
      uri,
      version: '1',
      nonce,
    }
    if (statement !== undefined) data.statement = statement
    if (resources) data.resources = resources
    for (const [field, name] of FIELDS) {
      const value = read(name)
      if (
        value !== undefined &&
        (field === 'issuedAt' || field === 'expirationTime' || field === 'notBefore' || field === 'requestId')
      )
        data[field] = value
    }
    return data
  },
}
