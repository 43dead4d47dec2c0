import { createRequire } from 'node:module'
import {
  type Abi,
  type Account,
  type Address,
  createWalletClient,
  type Hex,
  http,
  labelhash,
  namehash,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ChainConfig } from '../blockchain/chainConfig.js'
import {
  devUniversalResolverAbi,
  devUniversalResolverBytecode,
} from './contracts/devUniversalResolver.artifact.js'
import { DEV_DEPLOYER_INDEXES, DEV_MNEMONIC, fundDevDeployer } from './devAccounts.js'

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: Hex }
/** The compiled artifacts the ENS packages ship (truffle builds; pinned in package.json). */
const registryArtifact = (): Artifact => require('@ensdomains/ens/build/contracts/ENSRegistry.json')
const reverseRegistrarArtifact = (): Artifact =>
  require('@ensdomains/ens/build/contracts/ReverseRegistrar.json')
const publicResolverArtifact = (): Artifact =>
  require('@ensdomains/resolver/build/contracts/PublicResolver.json')

/**
 * The ENS deployer: its own account of the dev mnemonic (DEV_DEPLOYER_INDEXES), so the ENS deploy runs beside
 * the other deploys without a nonce race, and lands on the same addresses on a fresh chain.
 */
export const ENS_DEPLOYER = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEV_DEPLOYER_INDEXES.ens })

/** Where ENS lives on a local chain: viem resolves through `universalResolver` (chain.contracts.ensUniversalResolver). */
export type DevEns = {
  registry: Address
  publicResolver: Address
  reverseRegistrar: Address
  universalResolver: Address
}

const clientOf = (rpcUrl: string, account: Account) =>
  createWalletClient({ account, transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
type Client = ReturnType<typeof clientOf>

async function deploy(
  client: Client,
  what: string,
  abi: Abi,
  bytecode: Hex,
  args: unknown[],
): Promise<Address> {
  const hash = await client.deployContract({ abi, bytecode, args, chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress || receipt.status !== 'success')
    throw new Error(`deploying ENS ${what} failed`)
  return receipt.contractAddress
}

async function send(client: Client, call: Parameters<Client['writeContract']>[0]): Promise<void> {
  const hash = await client.writeContract(call)
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`ENS ${String(call.functionName)} failed`)
}

/**
 * Deploys ENS on a local chain (`appkit dev`): the registry, the public resolver and the reverse registrar
 * from the @ensdomains packages' compiled artifacts, `addr.reverse` given to the reverse registrar, `eth`
 * kept by the deployer (registerDevEnsName hands out names under it), and our DevUniversalResolver.
 */
export async function deployEns({ rpcUrl }: { rpcUrl: string }): Promise<DevEns> {
  await fundDevDeployer(rpcUrl, ENS_DEPLOYER.address)
  const client = clientOf(rpcUrl, ENS_DEPLOYER)
  const registryCode = registryArtifact()
  const registry = await deploy(client, 'registry', registryCode.abi, registryCode.bytecode, [])
  const resolverCode = publicResolverArtifact()
  const publicResolver = await deploy(client, 'public resolver', resolverCode.abi, resolverCode.bytecode, [
    registry,
  ])
  const reverseCode = reverseRegistrarArtifact()
  const reverseRegistrar = await deploy(client, 'reverse registrar', reverseCode.abi, reverseCode.bytecode, [
    registry,
    publicResolver,
  ])
  const owner = ENS_DEPLOYER.address
  const subnode = (node: Hex, label: string, to: Address) =>
    send(client, {
      address: registry,
      abi: registryCode.abi,
      functionName: 'setSubnodeOwner',
      args: [node, labelhash(label), to],
      chain: null,
      account: ENS_DEPLOYER,
    })
  await subnode(namehash(''), 'reverse', owner)
  await subnode(namehash('reverse'), 'addr', reverseRegistrar)
  await subnode(namehash(''), 'eth', owner)
  const universalResolver = await deploy(
    client,
    'universal resolver',
    devUniversalResolverAbi as Abi,
    devUniversalResolverBytecode,
    [registry],
  )
  return { registry, publicResolver, reverseRegistrar, universalResolver }
}

/**
 * `appkit dev`'s step: ENS on each local EVM chain, in parallel; each chain's config gets its
 * UniversalResolver (the identity endpoint's fallback reads names through it).
 */
export async function deployDevEns(chains: readonly ChainConfig[]): Promise<void> {
  await Promise.all(
    chains.map(async (chain) => {
      chain.ensUniversalResolver = (await deployEns({ rpcUrl: chain.rpcUrl })).universalResolver
    }),
  )
}
