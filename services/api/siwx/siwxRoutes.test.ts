import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwsText } from '../../../plugins/siwx/protocol/siwsText.js'
import {
  createSessionResponseSchema,
  listSessionsResponseSchema,
  revokeResponseSchema,
  SIWX_CLOCK_SKEW_MS,
  SIWX_MAX_BODY_BYTES,
  SIWX_NONCE_TTL_MS,
} from '../../../plugins/siwx/protocol/siwx.js'
import { openTestDatabase } from '../../../tests/support/openTestDatabase.js'
import { addProject } from '../../admin/addProject.js'
import { freePort } from '../../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../chain/startAnvil.js'
import type { Database } from '../../db/database.js'
import { createApiApp } from '../createApiApp.js'

const PROJECT = 'siwx-project'
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ORIGIN = 'https://app.example.com'
const user = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let anvil: AnvilInstance
let database: Database
let app: ReturnType<typeof createApiApp>
let clock = Date.UTC(2026, 10, 27, 8)

const sdk = `projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const call = (path: string, init: RequestInit = {}) =>
  app.request(`http://api.test${path}?${sdk}`, {
    ...init,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers })
const nonce = async () => ((await (await call('/v1/siwx/nonce')).json()) as { nonce: string }).nonce
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code

/** A message as the plugin writes it: the page's origin, the chain, issued now, valid one hour. */
async function signed(
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  signer = user,
): Promise<{ message: string; signature: string }> {
  const message = createSiweMessage({
    address: user.address,
    chainId: 31337,
    domain: 'app.example.com',
    uri: ORIGIN,
    version: '1',
    nonce: await nonce(),
    issuedAt: new Date(clock),
    expirationTime: new Date(clock + 3_600_000),
    ...overrides,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT, origins: [ORIGIN] })
  app = createApiApp({
    database,
    blockchain: {
      chains: [
        {
          caip2: 'eip155:31337',
          chainId: 31337,
          name: 'Dev',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      tokens: [],
      prices: {},
      solanaChains: [
        {
          caip2: SOLANA_CHAIN,
          name: 'Dev Solana',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [],
        },
      ],
    },
    publicUrl: 'http://api.test',
    now: () => clock,
  })
}, 60_000)

afterAll(async () => {
  await database?.close()
  await anvil?.stop()
})

describe('SIWX sessions on the services', () => {
  it('a signed message makes a session; its token lists the sessions; a signature revokes them', async () => {
    const created = await post(
      '/v1/sessions',
      await signed({ statement: 'Sign in', resources: ['https://app.example.com/terms'] }),
    )
    expect(created.status).toBe(201)
    const { token, session } = createSessionResponseSchema.parse(await created.json())
    expect(session.data).toMatchObject({
      accountAddress: user.address,
      chainId: 'eip155:31337',
      domain: 'app.example.com',
      statement: 'Sign in',
    })

    const list = await call(`/v1/sessions/${user.address.toLowerCase()}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(list.status).toBe(200)
    expect(
      listSessionsResponseSchema.parse(await list.json()).sessions.map((entry) => entry.session.signature),
    ).toEqual([session.signature])
    // No token, a made-up one, or another address's: refused.
    expect((await call(`/v1/sessions/${user.address}`)).status).toBe(401)
    expect(
      (await call(`/v1/sessions/${user.address}`, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } }))
        .status,
    ).toBe(401)
    expect(
      (await call(`/v1/sessions/${stranger.address}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(401)

    // Revoking needs the address's own signature; a stranger's message for this address is refused.
    const forged = await post(
      `/v1/sessions/${user.address}/revoke`,
      await signed({ address: stranger.address }, stranger),
    )
    expect(forged.status).toBe(403)
    expect(await codeOf(forged)).toBe('WRONG_ACCOUNT')
    const revoked = await post(`/v1/sessions/${user.address}/revoke`, await signed({ statement: 'Sign out' }))
    expect(revokeResponseSchema.parse(await revoked.json())).toEqual({ revoked: 1 })
    expect(
      (await call(`/v1/sessions/${user.address}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401)
  })

  it("a session's own bearer token revokes that session only (the plugin's sign-out)", async () => {
    const tokenOf = async () =>
      createSessionResponseSchema.parse(await (await post('/v1/sessions', await signed())).json()).token
    const [first, second] = [await tokenOf(), await tokenOf()]
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const revoke = (address: string, headers: Record<string, string>) =>
      call(`/v1/sessions/${address}/revoke`, { method: 'POST', headers })
    // Another address's path, a malformed header and an unknown token revoke nothing.
    expect(await codeOf(await revoke(stranger.address, bearer(first)))).toBe('NO_SESSION')
    expect(await codeOf(await revoke(user.address, { authorization: 'Basic abc' }))).toBe('NO_SESSION')
    expect(await codeOf(await revoke(user.address, bearer('y'.repeat(43))))).toBe('NO_SESSION')
    const revoked = await revoke(user.address, bearer(first))
    expect(revokeResponseSchema.parse(await revoked.json())).toEqual({ revoked: 1 })
    expect((await call(`/v1/sessions/${user.address}`, { headers: bearer(first) })).status).toBe(401)
    expect(await codeOf(await revoke(user.address, bearer(first)))).toBe('NO_SESSION')
    const others = await call(`/v1/sessions/${user.address}`, { headers: bearer(second) })
    expect(others.status).toBe(200)
    await post(`/v1/sessions/${user.address}/revoke`, await signed({ statement: 'Sign out' }))
  })

  it('refuses an unknown nonce and a reused one', async () => {
    const unknown = createSiweMessage({
      address: user.address,
      chainId: 31337,
      domain: 'app.example.com',
      uri: ORIGIN,
      version: '1',
      nonce: 'madeup1234567890',
      issuedAt: new Date(clock),
    })
    const bad = await post('/v1/sessions', {
      message: unknown,
      signature: await user.signMessage({ message: unknown }),
    })
    expect([bad.status, await codeOf(bad)]).toEqual([401, 'NONCE_INVALID'])

    const body = await signed()
    expect((await post('/v1/sessions', body)).status).toBe(201)
    const again = await post('/v1/sessions', body)
    expect([again.status, await codeOf(again)]).toEqual([401, 'NONCE_INVALID'])
  })

  it('refuses an expired nonce', async () => {
    const body = await signed({ expirationTime: new Date(clock + 2 * SIWX_NONCE_TTL_MS) })
    clock += SIWX_NONCE_TTL_MS + 1
    const late = await post('/v1/sessions', body)
    expect([late.status, await codeOf(late)]).toEqual([401, 'NONCE_INVALID'])
  })

  it('refuses a wrong domain, a uri off the allow list, and a page of another origin', async () => {
    const domain = await post('/v1/sessions', await signed({ domain: 'evil.example.com' }))
    expect([domain.status, await codeOf(domain)]).toEqual([403, 'WRONG_DOMAIN'])
    const uri = await post(
      '/v1/sessions',
      await signed({ domain: 'evil.example.com', uri: 'https://evil.example.com' }),
    )
    expect([uri.status, await codeOf(uri)]).toEqual([403, 'WRONG_DOMAIN'])
    // The message names the allowed origin, but another page (allowed by nothing) sends it: the gate refuses it first.
    const other = await post('/v1/sessions', await signed(), { origin: 'https://other.example.com' })
    expect(other.status).toBe(403)
  })

  it('refuses an expired message and one not valid yet, past the clock-skew allowance only', async () => {
    const expired = await post(
      '/v1/sessions',
      await signed({
        issuedAt: new Date(clock - 7_200_000),
        expirationTime: new Date(clock - SIWX_CLOCK_SKEW_MS - 1),
      }),
    )
    expect([expired.status, await codeOf(expired)]).toEqual([401, 'EXPIRED'])
    const justExpired = await post(
      '/v1/sessions',
      await signed({ expirationTime: new Date(clock - SIWX_CLOCK_SKEW_MS + 1_000) }),
    )
    expect(justExpired.status).toBe(201)
    const early = await post(
      '/v1/sessions',
      await signed({ notBefore: new Date(clock + SIWX_CLOCK_SKEW_MS + 1_000) }),
    )
    expect([early.status, await codeOf(early)]).toEqual([401, 'NOT_YET_VALID'])
  })

  it('refuses a chain the server does not serve', async () => {
    const wrong = await post('/v1/sessions', await signed({ chainId: 1 }))
    expect([wrong.status, await codeOf(wrong)]).toEqual([400, 'WRONG_CHAIN'])
  })

  it("refuses a forged signature, another account's signature and a message edited after signing", async () => {
    const { message } = await signed()
    const forged = await post('/v1/sessions', { message, signature: `0x${'11'.repeat(65)}` })
    expect([forged.status, await codeOf(forged)]).toEqual([401, 'BAD_SIGNATURE'])
    const byStranger = await post('/v1/sessions', {
      message,
      signature: await stranger.signMessage({ message }),
    })
    expect([byStranger.status, await codeOf(byStranger)]).toEqual([401, 'BAD_SIGNATURE'])
    const original = await signed({ statement: 'Sign in to read' })
    const edited = original.message.replace('Sign in to read', 'Sign in to pay')
    const tampered = await post('/v1/sessions', { message: edited, signature: original.signature })
    expect([tampered.status, await codeOf(tampered)]).toEqual([401, 'BAD_SIGNATURE'])
  })

  it('solana: a Sign-In With Solana message signed with ed25519 makes a session; a forged one is refused', async () => {
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const message = siwsText.build({
      accountAddress: address,
      chainId: SOLANA_CHAIN,
      domain: 'app.example.com',
      uri: ORIGIN,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date(clock).toISOString(),
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    const forged = await post('/v1/sessions', {
      message,
      signature: base58.encode(
        ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomPrivateKey()),
      ),
    })
    expect([forged.status, await codeOf(forged)]).toEqual([401, 'BAD_SIGNATURE'])
    const created = await post('/v1/sessions', { message, signature })
    expect(created.status).toBe(201)
    const { token } = createSessionResponseSchema.parse(await created.json())
    expect(
      (await call(`/v1/sessions/${address}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200)
  })

  it('refuses malformed input on every route, and bodies over the byte limit', async () => {
    for (const path of ['/v1/sessions', `/v1/sessions/${user.address}/revoke`]) {
      expect(await codeOf(await post(path, 'not json'))).toBe('INVALID_INPUT')
      expect(await codeOf(await post(path, { message: 1, signature: [] }))).toBe('INVALID_INPUT')
      expect(await codeOf(await post(path, { message: 'hello', signature: '0x12' }))).toBe('INVALID_MESSAGE')
      expect(await codeOf(await post(path, { message: 'é'.repeat(5000), signature: '0x12' }))).toBe(
        'INVALID_INPUT',
      )
      expect(
        (await post(path, { message: 'x'.repeat(SIWX_MAX_BODY_BYTES + 1), signature: '0x' })).status,
      ).toBe(413)
    }
    expect(await codeOf(await post('/v1/sessions/not-an-address/revoke', await signed()))).toBe(
      'INVALID_INPUT',
    )
    expect(
      await codeOf(await call('/v1/sessions/not-an-address', { headers: { authorization: 'Bearer x' } })),
    ).toBe('INVALID_INPUT')
    expect(
      await codeOf(await call(`/v1/sessions/${user.address}`, { headers: { authorization: 'Basic abc' } })),
    ).toBe('NO_SESSION')
    const noQuery = await app.request('http://api.test/v1/siwx/nonce', { headers: { origin: ORIGIN } })
    expect(await codeOf(noQuery)).toBe('INVALID_INPUT')
  })
})
