import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { type SiwxMessage, siwxMessageSchema } from '../protocol/siwx.js'
import { solanaMessage } from './solanaMessage.js'

const secret = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secret))
const base: SiwxMessage = {
  accountAddress: address,
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  domain: 'localhost:5274',
  uri: 'http://localhost:5274',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the test app',
  resources: ['https://example.com/terms'],
  requestId: 'req-1',
  issuedAt: '2026-11-27T08:00:00.000Z',
  notBefore: '2026-11-27T08:00:00.000Z',
  expirationTime: '2026-11-28T08:00:00.000Z',
}

describe('solana (Sign-In With Solana) message', () => {
  it('writes the CAIP-122 text and reads every field back', () => {
    const text = solanaMessage.build(base)
    expect(text.split('\n').slice(0, 6)).toEqual([
      'localhost:5274 wants you to sign in with your Solana account:',
      address,
      '',
      'Sign in to the test app',
      '',
      'URI: http://localhost:5274',
    ])
    expect(text).toContain('\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n')
    expect(solanaMessage.parse(text)).toEqual(base)
    expect(siwxMessageSchema.safeParse(solanaMessage.parse(text)).success).toBe(true)
  })

  it('round trip without the optional fields', () => {
    const minimal: SiwxMessage = {
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'abcdefgh12',
    }
    expect(solanaMessage.parse(solanaMessage.build(minimal))).toEqual(minimal)
  })

  it('refuses another namespace, a two-line statement and text of another format', () => {
    expect(() => solanaMessage.build({ ...base, chainId: 'eip155:1' })).toThrow('is not a solana network id')
    // Not CAIP-2 (kernel/rules/caip.ts): a reference past 32 characters, a third part.
    for (const chainId of [`solana:${'a'.repeat(33)}`, 'solana:abc:def'])
      expect(() => solanaMessage.build({ ...base, chainId })).toThrow('is not a solana network id')
    expect(() => solanaMessage.build({ ...base, statement: 'a\nb' })).toThrow('one line')
    expect(() =>
      solanaMessage.parse('example.com wants you to sign in with your Ethereum account:\n0x1'),
    ).toThrow()
  })

  it('signs with the wallet signMessage; the base58 signature verifies with ed25519', async () => {
    const text = solanaMessage.build(base)
    const provider = { signMessage: async (bytes: Uint8Array) => ed25519.sign(bytes, secret) }
    const signature = await solanaMessage.sign({ provider, address, text })
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(text), base58.decode(address)),
    ).toBe(true)
    await expect(solanaMessage.sign({ provider: {}, address, text })).rejects.toThrow('no Solana signer')
  })
})
