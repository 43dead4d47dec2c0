import { createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { getEnsAddress, getEnsAvatar, getEnsName, normalize } from 'viem/ens'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { registerDevEnsName } from '../../tests/support/registerDevEnsName.js'
import { type DevEns, deployEns } from './deployEns.js'
import { freePort } from './freePort.js'
import { type AnvilInstance, startAnvil } from './startAnvil.js'

const AVATAR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
let anvil: AnvilInstance
let ens: DevEns

beforeAll(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: foundry.id })
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

it("viem's getEnsAddress, getEnsName and getEnsAvatar work against anvil through the deployed ENS and our UniversalResolver", async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const name = await registerDevEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'alice', owner, avatar: AVATAR })
  expect(name).toBe('alice.eth')
  const client = createPublicClient({
    chain: { ...foundry, contracts: { ensUniversalResolver: { address: ens.universalResolver } } },
    transport: http(anvil.rpcUrl),
  })
  expect(await getEnsAddress(client, { name: normalize('alice.eth') })).toBe(owner.address)
  expect(await getEnsName(client, { address: owner.address })).toBe('alice.eth')
  expect(await getEnsAvatar(client, { name: normalize('alice.eth') })).toBe(AVATAR)
  // Unknown names and addresses without a primary name read as null, not as errors.
  expect(await getEnsAddress(client, { name: normalize('nobody.eth') })).toBeNull()
  expect(await getEnsName(client, { address: privateKeyToAccount(generatePrivateKey()).address })).toBeNull()
  expect(await getEnsAvatar(client, { name: normalize('nobody.eth') })).toBeNull()
}, 60_000)

it("a primary name that does not resolve back to the address is not the address's name", async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  await registerDevEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'bobby', owner })
  // A claimer with a name of its own then says its primary name is bobby.eth, which points at owner.
  const claimer = privateKeyToAccount(generatePrivateKey())
  await registerDevEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'carol', owner: claimer })
  const client = createPublicClient({
    chain: { ...foundry, contracts: { ensUniversalResolver: { address: ens.universalResolver } } },
    transport: http(anvil.rpcUrl),
  })
  expect(await getEnsName(client, { address: claimer.address })).toBe('carol.eth')
  const wallet = createWalletClient({ account: claimer, chain: foundry, transport: http(anvil.rpcUrl) })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: ens.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['bobby.eth'],
    }),
  })
  expect(await getEnsName(client, { address: claimer.address })).toBeNull()
  expect(await getEnsName(client, { address: owner.address })).toBe('bobby.eth')
}, 60_000)
