import type { Address, LocalAccount } from 'viem'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { ownerAccountAbi, ownerAccountFactoryAbi } from '../../chain/contracts/ownerAccount.artifact.js'

// A valid-length signature for gas estimation: r and s set, v = 28, so recovery runs the same code path.
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The embedded wallet's smart account (OwnerAccount, services/chain/contracts/OwnerAccount.sol) as a viem
 * account-abstraction account: the owner key signs user operations and, through ERC-1271, messages.
 */
export async function toOwnerSmartAccount(options: {
  client: SmartAccountImplementation['client']
  owner: LocalAccount
  factoryAddress: Address
  salt?: bigint
}) {
  const { client, owner, factoryAddress } = options
  const salt = options.salt ?? 0n
  const factory = { abi: ownerAccountFactoryAbi, address: factoryAddress } as const
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  const factoryData = encodeFunctionData({
    abi: ownerAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: ownerAccountAbi, factory },
    async getAddress() {
      const { readContract } = await import('viem/actions')
      return readContract(client, { ...factory, functionName: 'getAddress', args: [owner.address, salt] })
    },
    async getFactoryArgs() {
      return { factory: factoryAddress, factoryData }
    },
    async encodeCalls(calls) {
      const [first] = calls
      if (calls.length === 1 && first)
        return encodeFunctionData({
          abi: ownerAccountAbi,
          functionName: 'execute',
          args: [first.to, first.value ?? 0n, first.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: ownerAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: ownerAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch')
        return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
      throw new Error(`OwnerAccount cannot decode a call to ${decoded.functionName}`)
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation(userOperation) {
      const { chainId = client.chain?.id, ...rest } = userOperation
      if (chainId === undefined) throw new Error('signing a user operation needs the chain id')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...rest, sender: await this.getAddress() } as Parameters<
          typeof getUserOperationHash
        >[0]['userOperation'],
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
