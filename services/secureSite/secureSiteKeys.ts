import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import * as z from 'zod/mini'
import type { P256PublicJwk } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { fromBase64url, toBase64url } from './custody/base64url.js'

/** The secure site's secrets, kept outside the database (docs/embedded-wallet.md). */
export type SecureSiteKeys = {
  /** Opens recovery envelopes; cannot be exported from this process. */
  recoveryPrivateKey: CryptoKey
  recoveryPublicKey: P256PublicJwk
  /** HMAC key for codes, device ids, device links and session tokens. */
  hmacKey: Uint8Array
}

const keysFileSchema = z.object({
  version: z.literal(1),
  recoveryPrivateKey: z.object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string(),
    y: z.string(),
    d: z.string(),
  }),
  hmacKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
})
type KeysFile = z.infer<typeof keysFileSchema>

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const

async function createKeysFile(): Promise<KeysFile> {
  const pair = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair
  const { kty, crv, x, y, d } = await crypto.subtle.exportKey('jwk', pair.privateKey)
  return {
    version: 1,
    recoveryPrivateKey: { kty: kty as 'EC', crv: crv as 'P-256', x: x ?? '', y: y ?? '', d: d ?? '' },
    hmacKey: toBase64url(crypto.getRandomValues(new Uint8Array(32))),
  }
}

function parseKeysFile(text: string, where: string): KeysFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(
      `${where} is not JSON; delete it to make new keys (existing wallets then cannot be recovered)`,
    )
  }
  const parsed = z.safeParse(keysFileSchema, json)
  if (!parsed.success) {
    throw new Error(
      `${where} is not a secure-site keys file (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
    )
  }
  return parsed.data
}

/**
 * Loads the secure site's keys: from `APPKIT_SECURE_SITE_KEYS` (JSON) when set, else from `file`
 * (made with mode 0600 when missing), else (file null) fresh keys in memory.
 */
export async function loadSecureSiteKeys(
  options: { file?: string | null; env?: string | undefined } = {},
): Promise<SecureSiteKeys> {
  let keys: KeysFile
  if (options.env) keys = parseKeysFile(options.env, 'APPKIT_SECURE_SITE_KEYS')
  else if (options.file && existsSync(options.file))
    keys = parseKeysFile(readFileSync(options.file, 'utf8'), options.file)
  else {
    keys = await createKeysFile()
    if (options.file) {
      mkdirSync(dirname(options.file), { recursive: true })
      writeFileSync(options.file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
      chmodSync(options.file, 0o600)
    }
  }
  const recoveryPrivateKey = await crypto.subtle.importKey(
    'jwk',
    { ...keys.recoveryPrivateKey, ext: false },
    P256,
    false,
    ['deriveBits'],
  )
  const { kty, crv, x, y } = keys.recoveryPrivateKey
  return { recoveryPrivateKey, recoveryPublicKey: { kty, crv, x, y }, hmacKey: fromBase64url(keys.hmacKey) }
}
