import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionResponseSchema } from '../../../plugins/siwx/protocol/siwx.js'
import { openTestDatabase } from '../../../tests/support/openTestDatabase.js'
import { addProject } from '../../admin/addProject.js'
import {
  ownerAccountFactoryAbi,
  ownerAccountFactoryBytecode,
} from '../../chain/contracts/ownerAccount.artifact.js'
import { DEV_DEPLOYER_KEY } from '../../chain/devAccounts.js'
import { freePort } from '../../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../chain/startAnvil.js'
import type { Database } from '../../db/database.js'
import { createApiApp } from '../createApiApp.js'

// Smart-contract accounts sign in through the same route: the server's viem verifyMessage asks the local
// chain. A deployed OwnerAccount (services/chain/contracts/OwnerAccount.sol) answers ERC-1271's
// isValidSignature; a counterfactual one (its factory's CREATE2 address, no code yet) signs with an
// EIP-6492 wrapper (the factory call that would deploy it, then the owner's signature).

const PROJECT = 'siwx-smart-accounts'
const ORIGIN = 'https://app.example.com'
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
// OwnerAccount's entry point matters only to user operations, not to ERC-1271.
const ENTRY_POINT: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
let anvil: AnvilInstance
let database: Database
let app: ReturnType<typeof createApiApp>
let factory: Address
let rpc: ReturnType<typeof createPublicClient>
const clock = Date.UTC(2026, 10, 27, 8)

const sdk = `projectId=${PROJECT}&st=appkit&sv=test-0.1.0`
const call = (path: string, init: RequestInit = {}) =>
  app.request(`http://api.test${path}?${sdk}`, {
    ...init,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
const nonce = async () => ((await (await call('/v1/siwx/nonce')).json()) as { nonce: string }).nonce
const signIn = (message: string, signature: Hex) =>
  call('/v1/sessions', { method: 'POST', body: JSON.stringify({ message, signature }) })
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code

/** The EIP-4361 message the plugin writes for `address` on the local chain. */
async function messageFor(address: Address) {
  return createSiweMessage({
    address,
    chainId: 31337,
    domain: 'app.example.com',
    uri: ORIGIN,
    version: '1',
    nonce: await nonce(),
    issuedAt: new Date(clock),
    expirationTime: new Date(clock + 3_600_000),
  })
}

const accountAddress = (salt: bigint) =>
  rpc.readContract({
    address: factory,
    abi: ownerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  rpc = createPublicClient({ transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(anvil.rpcUrl),
  })
  const deployed = await rpc.waitForTransactionReceipt({
    hash: await wallet.deployContract({
      chain: null,
      abi: ownerAccountFactoryAbi,
      bytecode: ownerAccountFactoryBytecode,
      args: [ENTRY_POINT],
    }),
  })
  if (!deployed.contractAddress) throw new Error('the factory did not deploy')
  factory = deployed.contractAddress
  // Salt 1 is deployed now; salt 2 stays counterfactual.
  await rpc.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      chain: null,
      address: factory,
      abi: ownerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 1n],
    }),
  })
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
    },
    publicUrl: 'http://api.test',
    now: () => clock,
  })
}, 60_000)

afterAll(async () => {
  await database?.close()
  await anvil?.stop()
})

describe('SIWX sessions of smart-contract accounts', () => {
  it("EIP-1271: a deployed account's owner signature is the account's; another key's is refused", async () => {
    const account = await accountAddress(1n)
    expect(await rpc.getCode({ address: account })).toMatch(/^0x[0-9a-f]{100,}$/)
    const message = await messageFor(account)
    const forged = await signIn(message, await stranger.signMessage({ message }))
    expect(forged.status).toBe(401)
    expect(await codeOf(forged)).toBe('BAD_SIGNATURE')

    // The refusal left the nonce unspent: the owner's signature of the same message makes the session.
    const created = await signIn(message, await owner.signMessage({ message }))
    expect(created.status).toBe(201)
    const { session } = createSessionResponseSchema.parse(await created.json())
    expect(session.data.accountAddress).toBe(account)
  })

  it('EIP-6492: a counterfactual account signs in with its deploy call wrapped around the signature; a forged wrapper is refused', async () => {
    const account = await accountAddress(2n)
    expect(await rpc.getCode({ address: account })).toBeUndefined()
    const deploy = encodeFunctionData({
      abi: ownerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 2n],
    })
    const wrapped = async (signer: typeof owner, message: string) =>
      serializeErc6492Signature({
        address: factory,
        data: deploy,
        signature: await signer.signMessage({ message }),
      })
    const message = await messageFor(account)
    // The same wrapper around a stranger's signature, and the owner's signature without the wrapper.
    for (const signature of [await wrapped(stranger, message), await owner.signMessage({ message })]) {
      const refused = await signIn(message, signature)
      expect(refused.status).toBe(401)
      expect(await codeOf(refused)).toBe('BAD_SIGNATURE')
    }
    const created = await signIn(message, await wrapped(owner, message))
    expect(created.status).toBe(201)
    expect(createSessionResponseSchema.parse(await created.json()).session.data.accountAddress).toBe(account)
    // Verifying simulated the deploy: the account is still counterfactual.
    expect(await rpc.getCode({ address: account })).toBeUndefined()
  })
})
