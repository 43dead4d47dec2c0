import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { relayJwtHeaderSchema, relayJwtPayloadSchema } from '../../plugins/walletconnect/protocol/relay.js'
import { RELAY_JWT_CLOCK_SKEW_SECONDS } from '../constants.js'

export type VerifyRelayJwtParameters = {
  jwt: string
  /** The relay URLs the token may name as audience, e.g. `ws://127.0.0.1:4003`. */
  audiences: string[]
  /** Seconds since the epoch; defaults to now. */
  now?: number
}
/** The client id: the issuer's did:key, from which the client derives its subscription ids. */
export type VerifyRelayJwtReturnType = { clientId: string }

/** Multicodec prefix of an ed25519 public key (0xed 0x01). */
const ED25519_MULTICODEC = [0xed, 0x01]
/** DER prefix of an ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** The token was issued in the relay's future: the client's clock is ahead (spec 8: JWT token not yet valid). */
export class RelayTokenNotYetValidError extends RelayAuthError {
  override name = 'RelayTokenNotYetValidError'
}

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    throw new RelayAuthError('auth token part is not base64url JSON')
  }
}

const normalizeUrl = (url: string) => url.replace(/\/+$/, '').split('?')[0]

/** Verifies the relay `auth` JWT of @walletconnect/relay-auth: EdDSA over `header.payload`, did:key issuer, audience, expiry and issue time. */
export function verifyRelayJwt({ jwt, audiences, now }: VerifyRelayJwtParameters): VerifyRelayJwtReturnType {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth token is not a JWT')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  if (!relayJwtHeaderSchema.safeParse(decodeJson(headerPart)).success)
    throw new RelayAuthError('auth token must be an EdDSA JWT')
  const parsed = relayJwtPayloadSchema.safeParse(decodeJson(payloadPart))
  if (!parsed.success) throw new RelayAuthError('auth token payload lacks iss, sub, aud, iat or exp')
  const payload = parsed.data
  let keyBytes: Uint8Array
  try {
    keyBytes = base58.decode(payload.iss.slice('did:key:z'.length))
  } catch {
    throw new RelayAuthError('auth token issuer is not a base58btc did:key')
  }
  if (
    keyBytes.length !== 34 ||
    keyBytes[0] !== ED25519_MULTICODEC[0] ||
    keyBytes[1] !== ED25519_MULTICODEC[1]
  )
    throw new RelayAuthError('auth token issuer is not an ed25519 key')
  const publicKey = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, keyBytes.subarray(2)]),
    format: 'der',
    type: 'spki',
  })
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature))
    throw new RelayAuthError('auth token signature does not verify')
  const seconds = now ?? Math.floor(Date.now() / 1000)
  if (payload.exp <= seconds) throw new RelayAuthError('auth token has expired')
  if (payload.iat > seconds + RELAY_JWT_CLOCK_SKEW_SECONDS)
    throw new RelayTokenNotYetValidError('auth token is not yet valid')
  if (!audiences.map(normalizeUrl).includes(normalizeUrl(payload.aud)))
    throw new RelayAuthError(`auth token audience ${payload.aud} is not this relay`)
  return { clientId: payload.iss }
}
