import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base58check, base64, bech32 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bip122SiwxText } from '../../../plugins/bitcoin/protocol/siwxText.js'
import { createSessionResponseSchema } from '../../../plugins/siwx/protocol/siwx.js'
import { openTestDatabase } from '../../../tests/support/openTestDatabase.js'
import { addProject } from '../../admin/addProject.js'
import type { Database } from '../../db/database.js'
import { createApiApp } from '../createApiApp.js'
import { bip122Verifier, verifyBitcoinMessage } from './bip122Verifier.js'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// BIP-322's own P2WPKH vectors (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const VECTOR_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
// A P2TR key-path signature of "sign in" made by the plugin's bitcoinjs-lib signer (signBip322, key 0x02 * 32).
const TAPROOT_ADDRESS = 'rb1p5e6v9v2j5wp3y6c79gaqdqltq7jdv45fswnnm7exmmp2020mqeps2fhx0e'
const TAPROOT_SIGNATURE =
  'AUAXlf2Q/JZYihgr0vvWpJSqZ1bS5i/1PB2Eb/ABrVFo5V+Wfo2CIG+yRQW14ncQbSnjTjAq1M2vKRmZWZMEiyLg'
// A nested segwit (P2SH-P2WPKH) signature of "sign in" made by the plugin's bitcoinjs-lib signer (signBip322,
// 'p2sh-p2wpkh', key 0x03 * 32), and another key's (0x04 * 32) nested address.
const NESTED_ADDRESS = '32GDcsUty2rgDyCN6EPeWKmjesu1f4X16d'
const NESTED_SIGNATURE =
  'AkgwRQIhAO/2Fl/ADxyh9g0LKsmiSYooIPUndVPcS2WOPLWqJWK8AiB6zOOiPa0m1FoCpSNxw6I/1M6ko2izXpq47tq8DLVZIQEhAlMf5gaBNFA9JyMTMifIZ6yPpsg8U36aRMPFvb3LH+M3'
const OTHER_NESTED_ADDRESS = '38Sqvnn4PbsHHfarwki7bm2vSeYvuZDgpz'

const utf8 = new TextEncoder()
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const secret = secp256k1.utils.randomPrivateKey()
const publicKey = secp256k1.getPublicKey(secret, true)
const segwit = bech32.encode('rb', [0, ...bech32.toWords(hash160(publicKey))])
const legacy = base58check(sha256).encode(Uint8Array.from([0x3c, ...hash160(publicKey)]))
const other = bech32.encode('rb', [0, ...bech32.toWords(new Uint8Array(20).fill(9))])

/** The legacy signed message, written here from its definition: header 27 + recovery (+4 compressed, +12 P2WPKH). */
function signLegacy(message: string, header: number): string {
  const text = utf8.encode(message)
  const prefix = utf8.encode('\x18Bitcoin Signed Message:\n')
  const length = text.length < 0xfd ? [text.length] : [0xfd, text.length & 0xff, text.length >> 8]
  const hash = sha256(sha256(Uint8Array.from([...prefix, ...length, ...text])))
  const signature = secp256k1.sign(hash, secret)
  return base64.encode(Uint8Array.from([header + signature.recovery, ...signature.toCompactRawBytes()]))
}
const flip = (signature: string) => {
  const bytes = base64.decode(signature)
  bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 1
  return base64.encode(bytes)
}

describe('the bip122 verifier (BIP-322 simple and legacy ECDSA, on @noble)', () => {
  it("accepts the BIP's P2WPKH vectors and refuses them for another message or address", () => {
    expect(verifyBitcoinMessage(VECTOR_ADDRESS, '', VECTOR_EMPTY, MAINNET)).toBe(true)
    expect(verifyBitcoinMessage(VECTOR_ADDRESS, 'Hello World', VECTOR_HELLO, MAINNET)).toBe(true)
    expect(verifyBitcoinMessage(VECTOR_ADDRESS, 'Hello World', VECTOR_EMPTY, MAINNET)).toBe(false)
    expect(
      verifyBitcoinMessage('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '', VECTOR_EMPTY, MAINNET),
    ).toBe(false)
    // A mainnet address is no address of the local chain.
    expect(verifyBitcoinMessage(VECTOR_ADDRESS, '', VECTOR_EMPTY, REGTEST)).toBe(false)
  })

  it('accepts a P2TR signature of the plugin signer; refuses a forged one and another message', () => {
    expect(verifyBitcoinMessage(TAPROOT_ADDRESS, 'sign in', TAPROOT_SIGNATURE, REGTEST)).toBe(true)
    expect(verifyBitcoinMessage(TAPROOT_ADDRESS, 'sign in!', TAPROOT_SIGNATURE, REGTEST)).toBe(false)
    expect(verifyBitcoinMessage(TAPROOT_ADDRESS, 'sign in', flip(TAPROOT_SIGNATURE), REGTEST)).toBe(false)
    expect(verifyBitcoinMessage(VECTOR_ADDRESS, 'Hello World', flip(VECTOR_HELLO), MAINNET)).toBe(false)
  })

  it('accepts a nested segwit (P2SH-P2WPKH) signature of the plugin signer; refuses another message, another address and a forged one', () => {
    expect(verifyBitcoinMessage(NESTED_ADDRESS, 'sign in', NESTED_SIGNATURE, MAINNET)).toBe(true)
    expect(verifyBitcoinMessage(NESTED_ADDRESS, 'sign in!', NESTED_SIGNATURE, MAINNET)).toBe(false)
    expect(verifyBitcoinMessage(OTHER_NESTED_ADDRESS, 'sign in', NESTED_SIGNATURE, MAINNET)).toBe(false)
    expect(verifyBitcoinMessage(NESTED_ADDRESS, 'sign in', flip(NESTED_SIGNATURE), MAINNET)).toBe(false)
  })

  it('legacy ECDSA: P2WPKH and P2PKH signatures verify; another address, another message or garbage do not', () => {
    expect(verifyBitcoinMessage(segwit, 'hello', signLegacy('hello', 39), REGTEST)).toBe(true)
    expect(verifyBitcoinMessage(segwit, 'hello', signLegacy('hello', 31), REGTEST)).toBe(true)
    expect(verifyBitcoinMessage(legacy, 'hello', signLegacy('hello', 31), REGTEST)).toBe(true)
    expect(verifyBitcoinMessage(other, 'hello', signLegacy('hello', 39), REGTEST)).toBe(false)
    expect(verifyBitcoinMessage(segwit, 'hello!', signLegacy('hello', 39), REGTEST)).toBe(false)
    expect(verifyBitcoinMessage(segwit, 'hello', 'not base64 !', REGTEST)).toBe(false)
    expect(verifyBitcoinMessage(segwit, 'hello', '', REGTEST)).toBe(false)
    expect(verifyBitcoinMessage('rb1qqqqq', 'hello', signLegacy('hello', 39), REGTEST)).toBe(false)
    expect(
      verifyBitcoinMessage(
        segwit,
        'hello',
        signLegacy('hello', 39),
        'bip122:ffffffffffffffffffffffffffffffff',
      ),
    ).toBe(false)
  })

  it('reads the Bitcoin sign-in text, and nothing else', () => {
    const data = {
      accountAddress: segwit,
      chainId: REGTEST,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1' as const,
      nonce: 'a1b2c3d4e5f6a7b8',
    }
    expect(bip122Verifier().parse(bip122SiwxText.build(data))).toEqual(data)
    expect(
      bip122Verifier().parse('app.example.com wants you to sign in with your Ethereum account:\n0x1'),
    ).toBe(undefined)
  })
})

const PROJECT = 'siwx-bip122-project'
const ORIGIN = 'https://app.example.com'
let database: Database
let app: ReturnType<typeof createApiApp>
const clock = Date.UTC(2026, 10, 27, 8)
const sdk = `projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const call = (path: string, init: RequestInit = {}) =>
  app.request(`http://api.test${path}?${sdk}`, {
    ...init,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error
async function message(accountAddress = segwit): Promise<string> {
  const { nonce } = (await (await call('/v1/siwx/nonce')).json()) as { nonce: string }
  return bip122SiwxText.build({
    accountAddress,
    chainId: REGTEST,
    domain: 'app.example.com',
    uri: ORIGIN,
    version: '1',
    nonce,
    issuedAt: new Date(clock).toISOString(),
    expirationTime: new Date(clock + 3_600_000).toISOString(),
  })
}

beforeAll(async () => {
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: [ORIGIN] })
  app = createApiApp({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    publicUrl: 'http://api.test',
    now: () => clock,
  })
}, 60_000)
afterAll(async () => {
  await database?.close()
})

describe('bip122 sessions on the services', () => {
  it('a signed Bitcoin message makes a session, listed by its bech32 address; revoked with a signature', async () => {
    const text = await message()
    const created = await post('/v1/sessions', { message: text, signature: signLegacy(text, 39) })
    expect(created.status).toBe(201)
    const { token, session } = createSessionResponseSchema.parse(await created.json())
    expect(session.data).toMatchObject({ accountAddress: segwit, chainId: REGTEST })
    const listed = await call(`/v1/sessions/${segwit}`, { headers: { authorization: `Bearer ${token}` } })
    expect(listed.status).toBe(200)
    const revoke = await message()
    const revoked = await post(`/v1/sessions/${segwit}/revoke`, {
      message: revoke,
      signature: signLegacy(revoke, 39),
    })
    expect(await revoked.json()).toEqual({ revoked: 1 })
  })

  it('refuses a forged signature and a message for another address', async () => {
    const text = await message()
    const forged = await post('/v1/sessions', { message: text, signature: flip(signLegacy(text, 39)) })
    expect(forged.status).toBe(401)
    expect((await errorOf(forged)).code).toBe('BAD_SIGNATURE')
    // Our key signing a message that names another address.
    const foreign = await message(other)
    const stolen = await post('/v1/sessions', { message: foreign, signature: signLegacy(foreign, 39) })
    expect(stolen.status).toBe(401)
    expect((await errorOf(stolen)).code).toBe('BAD_SIGNATURE')
    // A BIP-322 signature of another address's key (the BIP's vector) for our address.
    const vector = await post('/v1/sessions', { message: text, signature: VECTOR_HELLO })
    expect((await errorOf(vector)).code).toBe('BAD_SIGNATURE')
  })

  it('answers malformed Bitcoin input with 400 and a clear message', async () => {
    const text = await message()
    const edited = text.replace('\nURI:', '\nExtra: line\nURI:')
    const notCanonical = await post('/v1/sessions', { message: edited, signature: signLegacy(text, 39) })
    expect(notCanonical.status).toBe(400)
    expect(await errorOf(notCanonical)).toMatchObject({
      code: 'INVALID_MESSAGE',
      message: expect.stringMatching(/Bitcoin/),
    })
    const wrongChain = text.replace(REGTEST, 'bip122:ffffffffffffffffffffffffffffffff')
    expect((await errorOf(await post('/v1/sessions', { message: wrongChain, signature: 'AA==' }))).code).toBe(
      'WRONG_CHAIN',
    )
    const badSignature = await post('/v1/sessions', { message: text, signature: 12 })
    expect(badSignature.status).toBe(400)
    expect((await errorOf(badSignature)).message).toMatch(/signature must be text/)
    for (const address of ['RB1QUPPERCASE0000', 'rb1q!!', `rb1${'q'.repeat(120)}`]) {
      const listed = await call(`/v1/sessions/${encodeURIComponent(address)}`, {
        headers: { authorization: 'Bearer x' },
      })
      expect(listed.status).toBe(400)
      expect((await errorOf(listed)).message).toMatch(/Bitcoin address/)
    }
    const revoke = await post(`/v1/sessions/${encodeURIComponent('rb1q!!')}/revoke`, {
      message: text,
      signature: 'AA==',
    })
    expect(revoke.status).toBe(400)
  })
})
