import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { describeRequest, messageText } from './describeRequest.js'

const ME = '0x1111111111111111111111111111111111111111'
const YOU = '0x2222222222222222222222222222222222222222'

describe('ApproveTransaction shows what is being signed, decoded where possible', () => {
  it('personal_sign: a hex message as its text, a binary one as hex', () => {
    const hello = `0x${Buffer.from('hello ✓').toString('hex')}`
    expect(describeRequest('personal_sign', [hello, ME]).details).toEqual([
      { label: 'Message', value: 'hello ✓' },
    ])
    expect(messageText('0x00ff10')).toBe('0x00ff10')
    expect(describeRequest('personal_sign', ['plain text', ME]).details[0]?.value).toBe('plain text')
  })

  it('eth_signTypedData_v4: the primary type, the domain and the message fields (nested ones with dots)', () => {
    const typed = {
      domain: { name: 'Mail', chainId: 31337 },
      types: { Mail: [{ name: 'to', type: 'Person' }], Person: [{ name: 'wallet', type: 'address' }] },
      primaryType: 'Mail',
      message: { to: { wallet: YOU }, tags: ['a', 'b'] },
    }
    const { title, details } = describeRequest('eth_signTypedData_v4', [ME, JSON.stringify(typed)])
    expect(title).toBe('Sign typed data')
    expect(details).toEqual([
      { label: 'Type', value: 'Mail' },
      { label: 'domain.name', value: 'Mail' },
      { label: 'domain.chainId', value: '31337' },
      { label: 'to.wallet', value: YOU },
      { label: 'tags[0]', value: 'a' },
      { label: 'tags[1]', value: 'b' },
    ])
  })

  it('eth_sendTransaction: the recipient, the amount in the chain currency and the data', () => {
    const { details } = describeRequest('eth_sendTransaction', [
      { from: ME, to: YOU, value: '0x14d1120d7b160000', data: '0xabcd' },
    ])
    expect(details).toEqual([
      { label: 'To', value: YOU },
      { label: 'Amount', value: '1.5 ETH' },
      { label: 'Data', value: '0xabcd' },
    ])
  })

  it("an amount is in the chain's own native decimals, not always 18", () => {
    const sixDecimals = { symbol: 'USD6', decimals: 6 }
    const { details } = describeRequest('eth_sendTransaction', [{ to: YOU, value: '0x16e360' }], sixDecimals)
    expect(details).toContainEqual({ label: 'Amount', value: '1.5 USD6' })
    const calls = describeRequest(
      'wallet_sendCalls',
      [{ calls: [{ to: YOU, value: '0xf4240' }] }],
      sixDecimals,
    )
    expect(calls.details).toContainEqual({ label: 'Call 1: Amount', value: '1 USD6' })
  })

  it('wallet_sendCalls: each call; an undecodable request as JSON; long values clipped', () => {
    const calls = describeRequest('wallet_sendCalls', [{ calls: [{ to: YOU, value: '0x0' }] }]).details
    expect(calls).toEqual([
      { label: 'Call 1: To', value: YOU },
      { label: 'Call 1: Amount', value: '0 ETH' },
    ])
    expect(describeRequest('wallet_grantPermissions', [{ x: 1 }]).details).toEqual([
      { label: 'Request', value: '[{"x":1}]' },
    ])
    const long = describeRequest('personal_sign', ['x'.repeat(5000), ME]).details[0]?.value ?? ''
    expect(long.length).toBeLessThan(700)
  })

  it('solana_signMessage: the base58 message as its text; a binary one as sent. A transaction as sent (the frame decodes it)', () => {
    const hello = base58.encode(new TextEncoder().encode('hello solana'))
    const { title, details } = describeRequest(
      'solana_signMessage',
      { message: hello, pubkey: 'x' },
      { symbol: 'SOL', decimals: 9 },
    )
    expect(title).toBe('Sign message')
    expect(details).toEqual([{ label: 'Message', value: 'hello solana' }])
    const binary = base58.encode(new Uint8Array([0, 255, 16]))
    expect(describeRequest('solana_signMessage', { message: binary }).details[0]?.value).toBe(binary)
    expect(describeRequest('solana_signAndSendTransaction', { transaction: 'AQID' })).toEqual({
      method: 'solana_signAndSendTransaction',
      title: 'Send transaction',
      details: [{ label: 'Transaction (base64)', value: 'AQID' }],
    })
  })
})
