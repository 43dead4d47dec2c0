import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  labelhash,
  namehash,
  parseAbi,
  parseEther,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { type DevEns, ENS_DEPLOYER } from '../../services/chain/deployEns.js'

const registryAbi = parseAbi([
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])
const resolverAbi = parseAbi([
  'function setAddr(bytes32 node, address a)',
  'function setText(bytes32 node, string key, string value)',
])
const reverseAbi = parseAbi(['function setName(string name) returns (bytes32)'])

/**
 * Gives `owner` the name `<label>.eth` on a local chain with ENS deployed (services/chain/deployEns.ts): its
 * address record, an avatar text record when given, and its primary name (the reverse record, which the
 * owner sets itself, so it is funded first).
 */
export async function registerDevEnsName(parameters: {
  rpcUrl: string
  ens: DevEns
  label: string
  owner: Account
  avatar?: string | undefined
}): Promise<string> {
  const { rpcUrl, ens, label, owner } = parameters
  const name = `${label}.eth`
  const node = namehash(name)
  const chainId = await createWalletClient({ transport: http(rpcUrl) })
    .extend(publicActions)
    .getChainId()
  const clientOf = (account: Account) =>
    createWalletClient({ account, chain: { ...foundry, id: chainId }, transport: http(rpcUrl) }).extend(
      publicActions,
    )
  const deployer = clientOf(ENS_DEPLOYER)
  const client = clientOf(owner)
  const mined = async (hash: Promise<`0x${string}`>) => {
    const receipt = await deployer.waitForTransactionReceipt({ hash: await hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`registering ${name} failed`)
  }
  await mined(deployer.sendTransaction({ to: owner.address, value: parseEther('1') }))
  await mined(
    deployer.writeContract({
      address: ens.registry,
      abi: registryAbi,
      functionName: 'setSubnodeRecord',
      args: [namehash('eth'), labelhash(label), owner.address, ens.publicResolver, 0n],
    }),
  )
  await mined(
    client.writeContract({
      address: ens.publicResolver,
      abi: resolverAbi,
      functionName: 'setAddr',
      args: [node, owner.address],
    }),
  )
  if (parameters.avatar)
    await mined(
      client.writeContract({
        address: ens.publicResolver,
        abi: resolverAbi,
        functionName: 'setText',
        args: [node, 'avatar', parameters.avatar],
      }),
    )
  await mined(
    client.writeContract({
      address: ens.reverseRegistrar,
      abi: reverseAbi,
      functionName: 'setName',
      args: [name],
    }),
  )
  return name
}

/**
 * A running stack's ENS contracts, read from the chain starting at its UniversalResolver (the one address
 * `.appkit/dev.json` lists): the registry it reads, the reverse registrar owning `addr.reverse`, and that
 * registrar's default resolver (the public resolver).
 */
export async function devEnsOf(rpcUrl: string, universalResolver: Address): Promise<DevEns> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const registry = await client.readContract({
    address: universalResolver,
    abi: parseAbi(['function registry() view returns (address)']),
    functionName: 'registry',
  })
  const reverseRegistrar = await client.readContract({
    address: registry,
    abi: parseAbi(['function owner(bytes32 node) view returns (address)']),
    functionName: 'owner',
    args: [namehash('addr.reverse')],
  })
  const publicResolver = await client.readContract({
    address: reverseRegistrar,
    abi: parseAbi(['function defaultResolver() view returns (address)']),
    functionName: 'defaultResolver',
  })
  return { registry, publicResolver, reverseRegistrar, universalResolver }
}
