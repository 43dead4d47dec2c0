import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  hashMessage,
  http,
  parseSignature,
  serializeCompactSignature,
  serializeErc6492Signature,
  signatureToCompactSignature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  coinTypeFromChainId,
  NAME_MAX_BODY_BYTES,
  NAME_MESSAGE_MAX_BYTES,
  nameProfileSchema,
  reverseResponseSchema,
  suggestionsResponseSchema,
} from '../../../plugins/names/protocol/names.js'
import { openTestDatabase } from '../../../tests/support/openTestDatabase.js'
import { registerDevEnsName } from '../../../tests/support/registerDevEnsName.js'
import { addProject } from '../../admin/addProject.js'
import { setName } from '../../admin/setName.js'
import {
  ownerAccountFactoryAbi,
  ownerAccountFactoryBytecode,
} from '../../chain/contracts/ownerAccount.artifact.js'
import { type DevEns, deployEns } from '../../chain/deployEns.js'
import { DEV_DEPLOYER_KEY } from '../../chain/devAccounts.js'
import { freePort } from '../../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../chain/startAnvil.js'
import type { Database } from '../../db/database.js'
import { createApiApp } from '../createApiApp.js'

const PROJECT = 'names-project'
const ORIGIN = 'https://app.example.com'
const COIN_TYPE = coinTypeFromChainId(foundry.id)
const user = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let anvil: AnvilInstance
let database: Database
let app: ReturnType<typeof createApiApp>
let ens: DevEns
const clock = Date.UTC(2026, 10, 27, 11)

const sdk = `projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const call = (path: string, init: RequestInit = {}, query = '') =>
  app.request(`http://api.test${path}?${sdk}${query}`, {
    ...init,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
const post = (body: unknown) =>
  call('/v1/profile/account', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error

/** The registration as the plugin makes it: the message JSON, signed by `signer` (default: the address's own key). */
async function registration(
  name: string,
  address: `0x${string}` = user.address,
  sign: (message: string) => Promise<`0x${string}`> = (message) => user.signMessage({ message }),
  overrides: Record<string, unknown> = {},
) {
  const message = JSON.stringify({
    name,
    address,
    coin_type: COIN_TYPE,
    attributes: { avatar: 'https://example.com/a.png' },
    timestamp: Math.floor(clock / 1000),
    ...overrides,
  })
  return { coin_type: COIN_TYPE, address, message, signature: await sign(message) }
}

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: foundry.id })
  database = await openTestDatabase()
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  await addProject(database, { id: PROJECT, origins: [ORIGIN] })
  app = createApiApp({
    database,
    blockchain: {
      chains: [
        {
          caip2: `eip155:${foundry.id}`,
          chainId: foundry.id,
          name: 'Dev',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          ensUniversalResolver: ens.universalResolver,
        },
      ],
      tokens: [],
      prices: {},
    },
    publicUrl: 'http://api.test',
    now: () => clock,
  })
}, 60_000)

afterAll(async () => {
  await database?.close()
  await anvil?.stop()
})

describe('the profile API (names)', () => {
  it('registers a name signed by its EOA; the record, the reverse list and /v1/identity read it; it is then taken', async () => {
    const answer = await post(await registration('alice.reown.id'))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ success: true, name: 'alice.reown.id' })

    // Either suffix names it (the service's second suffix resolves too), in any case.
    for (const name of ['alice.reown.id', 'ALICE.wcn.id']) {
      const record = nameProfileSchema.parse(await (await call(`/v1/profile/account/${name}`)).json())
      expect(record).toMatchObject({
        name: 'alice.reown.id',
        addresses: { [String(COIN_TYPE)]: { address: user.address } },
        attributes: { avatar: 'https://example.com/a.png' },
      })
    }
    const reverse = reverseResponseSchema.parse(
      await (await call(`/v1/profile/reverse/${user.address}`)).json(),
    )
    expect(reverse.map((entry) => entry.name)).toEqual(['alice.reown.id'])
    expect(await (await call(`/v1/identity/${user.address}`)).json()).toEqual({
      name: 'alice.reown.id',
      avatar: 'https://example.com/a.png',
    })

    const again = await post(
      await registration('alice.reown.id', stranger.address, (message) => stranger.signMessage({ message })),
    )
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('NAME_TAKEN')
    expect((await call('/v1/profile/account/nobody.reown.id')).status).toBe(404)
  })

  it('a forged signature is refused: another key signing for the address, or the message changed after signing', async () => {
    const forged = await post(
      await registration('mallory.reown.id', user.address, (message) => stranger.signMessage({ message })),
    )
    expect(forged.status).toBe(403)
    expect((await errorOf(forged)).code).toBe('INVALID_SIGNATURE')

    const signed = await registration('mallory.reown.id')
    const tampered = await post({ ...signed, message: signed.message.replace('mallory', 'mallor2') })
    expect(tampered.status).toBe(403)
    expect((await call('/v1/profile/account/mallory.reown.id')).status).toBe(404)
    expect((await call('/v1/profile/account/mallor2.reown.id')).status).toBe(404)
  })

  it("spec 5: the account key's own signature in another form is refused: 64 bytes (EIP-2098) or recovery value 29", async () => {
    const compact = (signature: `0x${string}`) =>
      serializeCompactSignature(signatureToCompactSignature(parseSignature(signature)))
    const v29 = (signature: `0x${string}`) => `${signature.slice(0, 130)}1d` as `0x${string}`
    for (const reshape of [compact, v29]) {
      const refused = await post(
        await registration('reshaped.reown.id', user.address, async (message) =>
          reshape(await user.signMessage({ message })),
        ),
      )
      expect(refused.status).toBe(403)
      expect((await errorOf(refused)).code).toBe('INVALID_SIGNATURE')
    }
    expect((await call('/v1/profile/account/reshaped.reown.id')).status).toBe(404)
  })

  it('a smart account (ERC-1271) signs: accepted before deployment (EIP-6492) and after', async () => {
    const wallet = createWalletClient({
      chain: foundry,
      transport: http(anvil.rpcUrl),
      account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    })
    const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const hash = await wallet.deployContract({
      abi: ownerAccountFactoryAbi,
      bytecode: ownerAccountFactoryBytecode,
      args: ['0x0000000071727De22E5E9d8BAf0edAc6f37da032'],
    })
    const factory = (await chain.waitForTransactionReceipt({ hash })).contractAddress
    if (!factory) throw new Error('the account factory did not deploy')
    const owner = privateKeyToAccount(generatePrivateKey())
    const address = await chain.readContract({
      address: factory,
      abi: ownerAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    // The account's ERC-1271 check wants the owner's signature of the message's EIP-191 hash itself.
    const ownerSigns = (message: string) => owner.sign({ hash: hashMessage(message) })
    const factoryData = encodeFunctionData({
      abi: ownerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    })
    expect(await chain.getCode({ address })).toBeUndefined()
    const counterfactual = await post(
      await registration('smart-one.reown.id', address, async (message) =>
        serializeErc6492Signature({
          address: factory,
          data: factoryData,
          signature: await ownerSigns(message),
        }),
      ),
    )
    expect(counterfactual.status).toBe(200)

    await chain.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: factory,
        abi: ownerAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    })
    expect(await chain.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    expect((await post(await registration('smart-two.reown.id', address, ownerSigns))).status).toBe(200)
    // Another key's signature for the deployed account is refused by its isValidSignature.
    const forged = await post(
      await registration('smart-three.reown.id', address, (message) =>
        stranger.sign({ hash: hashMessage(message) }),
      ),
    )
    expect(forged.status).toBe(403)
    const names = reverseResponseSchema.parse(await (await call(`/v1/profile/reverse/${address}`)).json())
    expect(names.map((entry) => entry.name).sort()).toEqual(['smart-one.reown.id', 'smart-two.reown.id'])
  }, 30_000)

  it('suggests in the fixed zone: the name itself with whether it is taken, then free numbered ones', async () => {
    await post(await registration('bobby.reown.id'))
    const body = suggestionsResponseSchema.parse(
      await (await call('/v1/profile/suggestions/bobby', {}, '&zone=reown.id')).json(),
    )
    expect(body.suggestions[0]).toEqual({ name: 'bobby.reown.id', registered: true })
    expect(body.suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
    expect(body.suggestions.map((entry) => entry.name)).toContain('bobby1.reown.id')
    const free = suggestionsResponseSchema.parse(
      await (await call('/v1/profile/suggestions/carol-x.wcn.id')).json(),
    )
    expect(free.suggestions[0]).toEqual({ name: 'carol-x.reown.id', registered: false })
    expect(free.suggestions.length).toBeLessThanOrEqual(6)
  })

  it('/v1/identity falls back to ENS on the local chain (name and avatar record); a registered name comes first', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await registerDevEnsName({
      rpcUrl: anvil.rpcUrl,
      ens,
      label: 'ens-user',
      owner,
      avatar: 'https://example.com/e.png',
    })
    expect(await (await call(`/v1/identity/${owner.address}`)).json()).toEqual({
      name: 'ens-user.eth',
      avatar: 'https://example.com/e.png',
    })
    const registered = await post(
      await registration('ens-user.reown.id', owner.address, (message) => owner.signMessage({ message })),
    )
    expect(registered.status).toBe(200)
    expect(await (await call(`/v1/identity/${owner.address}`)).json()).toMatchObject({
      name: 'ens-user.reown.id',
    })
    expect(await (await call(`/v1/identity/${stranger.address}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
  }, 30_000)

  it('GET /v1/profile/account/{name}.eth resolves an ENS name on the local chain (address under the coin type, avatar record); an unknown one is 404', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await registerDevEnsName({
      rpcUrl: anvil.rpcUrl,
      ens,
      label: 'ens-receiver',
      owner,
      avatar: 'https://example.com/r.png',
    })
    const answer = await call('/v1/profile/account/ENS-Receiver.eth')
    expect(answer.status).toBe(200)
    expect(nameProfileSchema.parse(await answer.json())).toEqual({
      name: 'ens-receiver.eth',
      addresses: { [String(COIN_TYPE)]: { address: owner.address } },
      attributes: { avatar: 'https://example.com/r.png' },
    })
    const unknown = await call('/v1/profile/account/nobody-here.eth')
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('NAME_NOT_FOUND')
  }, 30_000)

  it('/v1/identity falls back to the name an operator set', async () => {
    const other = privateKeyToAccount(generatePrivateKey())
    await setName(database, other.address, 'operator.wcn.id', 'https://example.com/o.png')
    expect(await (await call(`/v1/identity/${other.address}`)).json()).toEqual({
      name: 'operator.wcn.id',
      avatar: 'https://example.com/o.png',
    })
  })
})

describe('malformed input to the profile API is refused with what to fix', () => {
  it('GET /v1/profile/account/{name}: short, bad characters, no or a foreign suffix, too long', async () => {
    for (const name of [
      'abc.reown.id',
      'al_ice.reown.id',
      'alice',
      'alice.xyz',
      `${'a'.repeat(64)}.reown.id`,
      '%00x',
    ]) {
      const answer = await call(`/v1/profile/account/${name}`)
      expect(answer.status, name).toBe(400)
      expect((await errorOf(answer)).code).toBe('INVALID_INPUT')
    }
  })

  it('GET /v1/profile/reverse/{address}: not an EVM address', async () => {
    for (const address of ['0x123', 'alice.reown.id', `0x${'g'.repeat(40)}`]) {
      expect((await call(`/v1/profile/reverse/${address}`)).status, address).toBe(400)
    }
  })

  it('GET /v1/profile/suggestions/{name}: another zone, a short or malformed name', async () => {
    expect((await call('/v1/profile/suggestions/alice', {}, '&zone=eth')).status).toBe(400)
    expect((await call('/v1/profile/suggestions/alice', {}, `&zone=${'z'.repeat(65)}`)).status).toBe(400)
    for (const name of ['ab', 'a b c d', 'alice.eth']) {
      expect((await call(`/v1/profile/suggestions/${encodeURIComponent(name)}`)).status, name).toBe(400)
    }
  })

  it('POST /v1/profile/account: not JSON, missing fields, bad message, mismatches, old message, unserved chain, byte limits', async () => {
    const good = await registration('valid-name.reown.id')
    const refusals: [unknown, number, string][] = [
      ['not json', 400, 'INVALID_INPUT'],
      [{}, 400, 'INVALID_INPUT'],
      [{ ...good, signature: 'nothex' }, 400, 'INVALID_INPUT'],
      [{ ...good, coin_type: -1 }, 400, 'INVALID_INPUT'],
      [{ ...good, message: 'plain text' }, 400, 'INVALID_INPUT'],
      [{ ...good, message: JSON.stringify({ name: 'x' }) }, 400, 'INVALID_INPUT'],
      [{ ...good, address: stranger.address }, 400, 'INVALID_INPUT'],
      [{ ...good, coin_type: 60 }, 400, 'INVALID_INPUT'],
      [
        await registration('old-name.reown.id', user.address, undefined, { timestamp: 1 }),
        400,
        'MESSAGE_EXPIRED',
      ],
      [await registration('wcn-name.wcn.id'), 400, 'INVALID_INPUT'],
      [await registration('abc.reown.id'), 400, 'INVALID_INPUT'],
      [
        await registration('other-chain.reown.id', user.address, undefined, {
          coin_type: coinTypeFromChainId(10),
        }),
        400,
        'INVALID_INPUT',
      ],
      [{ ...good, message: 'x'.repeat(NAME_MESSAGE_MAX_BYTES + 1) }, 400, 'INVALID_INPUT'],
      // Multi-byte text counts in bytes: 700 three-byte characters are 2100 bytes.
      [{ ...good, message: '€'.repeat(700) }, 400, 'INVALID_INPUT'],
      [{ ...good, signature: `0x${'a'.repeat(9000)}` }, 400, 'INVALID_INPUT'],
      [{ ...good, padding: 'x'.repeat(NAME_MAX_BODY_BYTES) }, 413, 'BODY_TOO_LARGE'],
    ]
    for (const [body, status, code] of refusals) {
      const answer = await post(body)
      const error = await errorOf(answer)
      expect([answer.status, error.code], JSON.stringify(body).slice(0, 120)).toEqual([status, code])
      expect(error.message.length).toBeGreaterThan(10)
    }
    // A coin type of no served chain.
    const unserved = await registration('unserved.reown.id', user.address, undefined, {
      coin_type: coinTypeFromChainId(10),
    })
    const answer = await post({ ...unserved, coin_type: coinTypeFromChainId(10) })
    expect((await errorOf(answer)).code).toBe('UNSUPPORTED_CHAIN')
    expect((await call('/v1/profile/account/valid-name.reown.id')).status).toBe(404)
  })
})
