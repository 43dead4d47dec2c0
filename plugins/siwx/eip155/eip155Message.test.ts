import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type SiwxMessage, siwxMessageSchema } from '../protocol/siwx.js'
import { eip155Message } from './eip155Message.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const base: SiwxMessage = {
  accountAddress: account.address,
  chainId: 'eip155:31337',
  domain: 'localhost:5274',
  uri: 'http://localhost:5274',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the test app',
  resources: [
    'https://example.com/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
  requestId: 'req-1',
  issuedAt: '2026-11-27T08:00:00.000Z',
  notBefore: '2026-11-27T08:00:00.000Z',
  expirationTime: '2026-11-28T08:00:00.000Z',
}

/** The fields the siwe package reads, in our message's shape. */
function viaSiwe(text: string): SiwxMessage {
  const parsed = new SiweMessage(text)
  return {
    accountAddress: parsed.address,
    chainId: `eip155:${parsed.chainId}`,
    domain: parsed.domain,
    uri: parsed.uri,
    version: '1',
    nonce: parsed.nonce,
    ...(parsed.statement !== undefined ? { statement: parsed.statement } : {}),
    ...(parsed.resources !== undefined ? { resources: parsed.resources } : {}),
    ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
    ...(parsed.issuedAt ? { issuedAt: new Date(parsed.issuedAt).toISOString() } : {}),
    ...(parsed.notBefore ? { notBefore: new Date(parsed.notBefore).toISOString() } : {}),
    ...(parsed.expirationTime ? { expirationTime: new Date(parsed.expirationTime).toISOString() } : {}),
  }
}

describe('eip155 (EIP-4361) message', () => {
  it('round trip: parse(build(data)) gives the fields back', () => {
    const text = eip155Message.build(base)
    expect(text.startsWith('http://localhost:5274 wants you to sign in with your Ethereum account:')).toBe(
      true,
    )
    expect(eip155Message.parse(text)).toEqual(base)
  })

  it('the siwe package parses the message we build, with the same fields', () => {
    expect(viaSiwe(eip155Message.build(base))).toEqual(base)
    const https = { ...base, domain: 'app.example.com', uri: 'https://app.example.com' }
    const minimal: SiwxMessage = {
      accountAddress: base.accountAddress,
      chainId: 'eip155:1',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'abcdefgh12',
      issuedAt: '2026-01-01T00:00:00.000Z',
    }
    for (const message of [https, minimal]) expect(viaSiwe(eip155Message.build(message))).toEqual(message)
  })

  it('every message built from valid fields is read back by both parsers alike', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]{8,32}$/)
    const time = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((ms) => new Date(ms).toISOString())
    fc.assert(
      fc.property(
        fc.record({
          chain: fc.integer({ min: 1, max: 2 ** 31 }),
          nonce: alnum,
          host: fc.constantFrom('app.example.com', 'localhost:5274', 'a.b.example.org:8443'),
          statement: fc.option(fc.stringMatching(/^[A-Za-z0-9 .,!?'-]{1,80}$/), { nil: undefined }),
          issuedAt: time,
          expirationTime: fc.option(time, { nil: undefined }),
        }),
        ({ chain, nonce, host, statement, issuedAt, expirationTime }) => {
          const message: SiwxMessage = {
            accountAddress: account.address,
            chainId: `eip155:${chain}`,
            domain: host,
            uri: `https://${host}`,
            version: '1',
            nonce,
            ...(statement ? { statement } : {}),
            issuedAt,
            ...(expirationTime ? { expirationTime } : {}),
          }
          const text = eip155Message.build(message)
          expect(eip155Message.parse(text)).toEqual(message)
          expect(viaSiwe(text)).toEqual(message)
          expect(siwxMessageSchema.safeParse(message).success).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })

  it("refuses fields EIP-4361 forbids: a short nonce, a chain of another namespace, a statement's line break", () => {
    expect(() => eip155Message.build({ ...base, nonce: 'short' })).toThrow()
    expect(() =>
      eip155Message.build({ ...base, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toThrow('is not an eip155 network id')
    // Not CAIP-2 (kernel/rules/caip.ts): a CAIP-10 address, an upper-case namespace.
    for (const chainId of ['eip155:1:0xab', 'EIP155:1', 'eip155:'])
      expect(() => eip155Message.build({ ...base, chainId })).toThrow('is not an eip155 network id')
    expect(() => eip155Message.build({ ...base, statement: 'two\nlines' })).toThrow()
    expect(() => eip155Message.parse('hello world')).toThrow()
  })

  it('signs with personal_sign, and the signature verifies for the message text', async () => {
    const text = eip155Message.build(base)
    const asked: unknown[] = []
    const provider = {
      async request({ method, params }: { method: string; params: unknown[] }) {
        asked.push(method)
        return account.signMessage({ message: { raw: params[0] as `0x${string}` } })
      },
    }
    const signature = await eip155Message.sign({ provider, address: account.address, text })
    expect(asked).toEqual(['personal_sign'])
    expect(
      await verifyMessage({ address: account.address, message: text, signature: signature as `0x${string}` }),
    ).toBe(true)
    await expect(eip155Message.sign({ provider: undefined, address: account.address, text })).rejects.toThrow(
      'EIP-1193',
    )
  })
})
