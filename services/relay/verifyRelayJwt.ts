import { base58 } from '@scure/base'
import { decodeJwt, decodeProtectedHeader, errors, importJWK, jwtVerify } from 'jose'
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
/** A did:key of an ed25519 key: the multicodec prefix and the 32 key bytes. */
const ED25519_DID_KEY_BYTES = 34

export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** The token was issued in the relay's future: the client's clock is ahead (spec 8: JWT token not yet valid). */
export class RelayTokenNotYetValidError extends RelayAuthError {
  override name = 'RelayTokenNotYetValidError'
}

/** Header and payload as jose decodes them, before the signature is checked: the key is named by the payload's issuer. */
function decodeParts(jwt: string): { header: unknown; payload: unknown } {
  try {
    return { header: decodeProtectedHeader(jwt), payload: decodeJwt(jwt) }
  } catch {
    throw new RelayAuthError('auth token part is not base64url JSON')
  }
}

/** The issuer's ed25519 public key, from its did:key (multicodec 0xed01, base58btc), as a jose key. */
async function issuerKey(issuer: string) {
  let keyBytes: Uint8Array
  try {
    keyBytes = base58.decode(issuer.slice('did:key:z'.length))
  } catch {
    throw new RelayAuthError('auth token issuer is not a base58btc did:key')
  }
  if (
    keyBytes.length !== ED25519_DID_KEY_BYTES ||
    keyBytes[0] !== ED25519_MULTICODEC[0] ||
    keyBytes[1] !== ED25519_MULTICODEC[1]
  )
    throw new RelayAuthError('auth token issuer is not an ed25519 key')
  const x = Buffer.from(keyBytes.subarray(2)).toString('base64url')
  return importJWK({ kty: 'OKP', crv: 'Ed25519', x }, 'EdDSA')
}

const normalizeUrl = (url: string) => url.replace(/\/+$/, '').split('?')[0]

/**
 * Verifies the relay `auth` JWT of @walletconnect/relay-auth: an EdDSA (ed25519) JWT whose issuer is the
 * did:key of the signing key. jose checks the signature, the algorithm, `typ` and the expiry; the relay
 * adds its own rules: a token issued more than the clock skew in the future is not yet valid (spec 8), and
 * the audience is this relay's URL (a trailing slash or a query aside).
 */
export async function verifyRelayJwt({
  jwt,
  audiences,
  now,
}: VerifyRelayJwtParameters): Promise<VerifyRelayJwtReturnType> {
  if (jwt.split('.').length !== 3) throw new RelayAuthError('auth token is not a JWT')
  const { header, payload: claims } = decodeParts(jwt)
  if (!relayJwtHeaderSchema.safeParse(header).success)
    throw new RelayAuthError('auth token must be an EdDSA JWT')
  const parsed = relayJwtPayloadSchema.safeParse(claims)
  if (!parsed.success) throw new RelayAuthError('auth token payload lacks iss, sub, aud, iat or exp')
  const payload = parsed.data
  const key = await issuerKey(payload.iss)
  const seconds = now ?? Math.floor(Date.now() / 1000)
  try {
    await jwtVerify(jwt, key, {
      algorithms: ['EdDSA'],
      typ: 'JWT',
      requiredClaims: ['iss', 'sub', 'aud', 'iat', 'exp'],
      currentDate: new Date(seconds * 1000),
    })
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new RelayAuthError('auth token has expired')
    throw new RelayAuthError('auth token signature does not verify')
  }
  if (payload.iat > seconds + RELAY_JWT_CLOCK_SKEW_SECONDS)
    throw new RelayTokenNotYetValidError('auth token is not yet valid')
  if (!audiences.map(normalizeUrl).includes(normalizeUrl(payload.aud)))
    throw new RelayAuthError(`auth token audience ${payload.aud} is not this relay`)
  return { clientId: payload.iss }
}
