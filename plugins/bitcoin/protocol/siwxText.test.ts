import { describe, expect, it } from 'vitest'
import { type Bip122SignInFields, bip122SiwxText } from './siwxText.js'

const full: Bip122SignInFields = {
  accountAddress: 'rb1q4r2kd6yq8xkd3m5svd9eqd3rm5s3hpusu0fd3r',
  chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  domain: 'localhost:5274',
  uri: 'http://localhost:5274',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the test app',
  issuedAt: '2026-11-27T08:00:00.000Z',
  expirationTime: '2026-11-28T08:00:00.000Z',
  notBefore: '2026-11-27T08:00:00.000Z',
  requestId: 'req-1',
  resources: ['https://example.com/terms', 'ipfs://bafy'],
}

describe('the Bitcoin sign-in text (CAIP-122)', () => {
  it('writes the template and reads every field back', () => {
    const text = bip122SiwxText.build(full)
    expect(text.split('\n')).toEqual([
      'localhost:5274 wants you to sign in with your Bitcoin account:',
      full.accountAddress,
      '',
      'Sign in to the test app',
      '',
      'URI: http://localhost:5274',
      'Version: 1',
      'Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'Nonce: a1b2c3d4e5f6a7b8',
      'Issued At: 2026-11-27T08:00:00.000Z',
      'Expiration Time: 2026-11-28T08:00:00.000Z',
      'Not Before: 2026-11-27T08:00:00.000Z',
      'Request ID: req-1',
      'Resources:',
      '- https://example.com/terms',
      '- ipfs://bafy',
    ])
    expect(bip122SiwxText.parse(text)).toEqual(full)
  })

  it('round trip without the optional fields, and with a base58 address', () => {
    const minimal: Bip122SignInFields = {
      accountAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'abcdefgh12',
    }
    expect(bip122SiwxText.parse(bip122SiwxText.build(minimal))).toEqual(minimal)
  })

  it('refuses another namespace, another address shape, a field of two lines', () => {
    expect(() => bip122SiwxText.build({ ...full, chainId: 'eip155:1' })).toThrow('is not a bip122 network id')
    expect(() => bip122SiwxText.build({ ...full, accountAddress: '0xabc' })).toThrow(
      'is not a Bitcoin address',
    )
    expect(() => bip122SiwxText.build({ ...full, statement: 'a\nb' })).toThrow('one line')
    expect(() => bip122SiwxText.build({ ...full, uri: 'https://a\nURI: https://b' })).toThrow('one line')
  })

  it('reads only the canonical text: another format, an extra line, another order or version are refused', () => {
    const text = bip122SiwxText.build(full)
    const refused = [
      'example.com wants you to sign in with your Ethereum account:\n0x1',
      text.replace('\nVersion: 1', '\nVersion: 2'),
      text.replace('\nNonce:', '\nExtra: x\nNonce:'),
      text.replace(
        'Issued At: 2026-11-27T08:00:00.000Z\nExpiration Time: 2026-11-28T08:00:00.000Z',
        'Expiration Time: 2026-11-28T08:00:00.000Z\nIssued At: 2026-11-27T08:00:00.000Z',
      ),
      `${text}\n`,
      text.replace('- ipfs://bafy', '* ipfs://bafy'),
      text.replace('Bitcoin account', 'Solana account'),
    ]
    for (const edited of refused)
      expect(() => bip122SiwxText.parse(edited)).toThrow('not a Bitcoin sign-in message')
  })
})
