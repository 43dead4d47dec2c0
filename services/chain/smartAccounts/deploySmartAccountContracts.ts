import { readFileSync } from 'node:fs'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { ownerAccountFactoryBytecode } from '../contracts/ownerAccount.artifact.js'
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_07_ADDRESS,
  ENTRY_POINT_07_SALT,
  OWNER_ACCOUNT_FACTORY_SALT,
  SMART_ACCOUNTS_DEPLOYER_KEY,
} from './constants.js'

export type SmartAccountContracts = { entryPoint07: Address; accountFactory: Address }

const artifactSchema = z.object({ bytecode: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })

/**
 * Deploys EntryPoint 0.7 (from `@account-abstraction/contracts`' artifact) and OwnerAccountFactory through anvil's
 * CREATE2 deployer, so they land on fixed addresses (EntryPoint on its canonical one). Already deployed code is kept.
 */
export async function deploySmartAccountContracts(options: {
  rpcUrl: string
  entryPointArtifact: string
}): Promise<SmartAccountContracts> {
  const parsed = artifactSchema.safeParse(JSON.parse(readFileSync(options.entryPointArtifact, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${options.entryPointArtifact} has no bytecode: reinstall the optional smart-accounts workspace`,
    )
  const entryPointCode = parsed.data.bytecode as Hex
  const entryPoint07 = await deployWithCreate2(options.rpcUrl, ENTRY_POINT_07_SALT, entryPointCode)
  if (entryPoint07.toLowerCase() !== ENTRY_POINT_07_ADDRESS.toLowerCase())
    throw new Error(
      `EntryPoint 0.7 landed on ${entryPoint07}, not its canonical ${ENTRY_POINT_07_ADDRESS}: the artifact is not the released one`,
    )
  const factoryInitCode = concat([
    ownerAccountFactoryBytecode,
    `0x${entryPoint07.slice(2).padStart(64, '0')}`,
  ])
  const accountFactory = await deployWithCreate2(options.rpcUrl, OWNER_ACCOUNT_FACTORY_SALT, factoryInitCode)
  return { entryPoint07, accountFactory }
}

async function deployWithCreate2(rpcUrl: string, salt: Hex, initCode: Hex): Promise<Address> {
  const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode })
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const existing = await publicClient.getCode({ address })
  if (existing && existing !== '0x') return address
  const walletClient = createWalletClient({
    account: privateKeyToAccount(SMART_ACCOUNTS_DEPLOYER_KEY),
    transport: http(rpcUrl),
  })
  const chainId = await publicClient.getChainId()
  const hash = await walletClient.sendTransaction({
    chain: null,
    to: CREATE2_DEPLOYER,
    data: concat([salt, initCode]),
    gas: 8_000_000n,
    // The chain id makes the transaction valid on this chain only.
    chainId,
  } as Parameters<typeof walletClient.sendTransaction>[0])
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const code = await publicClient.getCode({ address })
  if (receipt.status !== 'success' || !code || code === '0x')
    throw new Error(`the CREATE2 deployer did not create code at ${address} (transaction ${hash})`)
  return address
}
