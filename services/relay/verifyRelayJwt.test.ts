import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { RELAY_JWT_CLOCK_SKEW_SECONDS } from '../constants.js'
import { RelayAuthError, RelayTokenNotYetValidError, verifyRelayJwt } from './verifyRelayJwt.js'

const RELAY = 'ws://127.0.0.1:4003'
const NOW = 1_800_000_000
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An ed25519 key and its did:key (multicodec 0xed01, base58btc), as @walletconnect/relay-auth makes them. */
function ed25519DidKey(): { did: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return { did: `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...raw]))}`, privateKey }
}

/** Signs with node:crypto, not jose: the check is tested against an independent signer. */
function token(
  claims: Record<string, unknown> = {},
  options: { header?: Record<string, unknown>; key?: ReturnType<typeof ed25519DidKey> } = {},
) {
  const key = options.key ?? ed25519DidKey()
  const payload = { iss: key.did, sub: 'client', aud: RELAY, iat: NOW, exp: NOW + 86_400, ...claims }
  const data = `${b64url(options.header ?? { alg: 'EdDSA', typ: 'JWT' })}.${b64url(payload)}`
  return {
    jwt: `${data}.${sign(null, Buffer.from(data), key.privateKey).toString('base64url')}`,
    did: key.did,
  }
}

const verify = (jwt: string, now = NOW) => verifyRelayJwt({ jwt, audiences: [RELAY], now })

describe('verifyRelayJwt', () => {
  it('accepts an EdDSA did:key token for this relay and names its issuer as the client id', async () => {
    const { jwt, did } = token()
    await expect(verify(jwt)).resolves.toEqual({ clientId: did })
  })

  it('refuses a token whose payload, header or signature was changed after signing', async () => {
    const { jwt } = token()
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
    const otherPayload = b64url({ ...claims, sub: 'someone else' })
    const otherHeader = b64url({ alg: 'EdDSA', typ: 'JWT', kid: 'x' })
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    for (const tampered of [
      `${header}.${otherPayload}.${signature}`,
      `${otherHeader}.${payload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature.slice(0, -8)}`,
      `${header}.${payload}.`,
    ])
      await expect(verify(tampered)).rejects.toThrow(
        new RelayAuthError('auth token signature does not verify'),
      )
  })

  it("refuses a token signed by a key other than its issuer's", async () => {
    const issuer = ed25519DidKey()
    const signer = ed25519DidKey()
    const { jwt } = token({ iss: issuer.did }, { key: signer })
    await expect(verify(jwt)).rejects.toThrow('auth token signature does not verify')
  })

  it('refuses an expired token, the second its exp is reached; the signature is checked first', async () => {
    await expect(verify(token({ exp: NOW }).jwt)).rejects.toThrow('auth token has expired')
    await expect(verify(token({ exp: NOW - 3600 }).jwt)).rejects.toThrow('auth token has expired')
    await expect(verify(token({ exp: NOW + 1 }).jwt)).resolves.toBeDefined()
    const expired = token({ exp: NOW - 1 }).jwt
    await expect(verify(`${expired.slice(0, -6)}AAAAAA`)).rejects.toThrow(
      'auth token signature does not verify',
    )
  })

  it('a token issued beyond the clock skew in the future is not yet valid (spec 8); within it, it is accepted', async () => {
    const ahead = token({ iat: NOW + RELAY_JWT_CLOCK_SKEW_SECONDS + 1 }).jwt
    await expect(verify(ahead)).rejects.toThrow(new RelayTokenNotYetValidError('auth token is not yet valid'))
    await expect(verify(ahead)).rejects.toBeInstanceOf(RelayAuthError)
    await expect(verify(token({ iat: NOW + RELAY_JWT_CLOCK_SKEW_SECONDS }).jwt)).resolves.toBeDefined()
  })

  it('refuses a token for another relay; a trailing slash or a query on either side is the same relay', async () => {
    await expect(verify(token({ aud: 'wss://relay.example.com' }).jwt)).rejects.toThrow(
      'auth token audience wss://relay.example.com is not this relay',
    )
    await expect(verify(token({ aud: `${RELAY}/` }).jwt)).resolves.toBeDefined()
    await expect(verify(token({ aud: `${RELAY}?projectId=p` }).jwt)).resolves.toBeDefined()
    await expect(
      verifyRelayJwt({ jwt: token().jwt, audiences: [`${RELAY}/`], now: NOW }),
    ).resolves.toBeDefined()
  })

  it('refuses what is not an EdDSA JWT with a complete payload', async () => {
    await expect(verify('a.b')).rejects.toThrow('auth token is not a JWT')
    await expect(verify('a.b.c')).rejects.toThrow('auth token part is not base64url JSON')
    await expect(verify(token({}, { header: { alg: 'HS256', typ: 'JWT' } }).jwt)).rejects.toThrow(
      'auth token must be an EdDSA JWT',
    )
    await expect(verify(token({}, { header: { alg: 'none', typ: 'JWT' } }).jwt)).rejects.toThrow(
      'auth token must be an EdDSA JWT',
    )
    await expect(verify(token({}, { header: { alg: 'EdDSA' } }).jwt)).rejects.toThrow(
      'auth token must be an EdDSA JWT',
    )
    await expect(verify(token({ exp: undefined }).jwt)).rejects.toThrow(
      'auth token payload lacks iss, sub, aud, iat or exp',
    )
    await expect(verify(token({ iat: 'yesterday' }).jwt)).rejects.toThrow(
      'auth token payload lacks iss, sub, aud, iat or exp',
    )
  })

  it('refuses an issuer that is not the did:key of an ed25519 key', async () => {
    await expect(verify(token({ iss: 'did:key:z0OIl' }).jwt)).rejects.toThrow(
      'auth token issuer is not a base58btc did:key',
    )
    const secp256k1 = `did:key:z${base58.encode(Uint8Array.from([0xe7, 0x01, ...new Uint8Array(33).fill(2)]))}`
    await expect(verify(token({ iss: secp256k1 }).jwt)).rejects.toThrow(
      'auth token issuer is not an ed25519 key',
    )
    const short = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...new Uint8Array(31)]))}`
    await expect(verify(token({ iss: short }).jwt)).rejects.toThrow('auth token issuer is not an ed25519 key')
  })
})
