import { type Address, concat, decodeFunctionData, encodeFunctionData, type LocalAccount } from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { ownerAccountAbi } from '../../services/chain/contracts/ownerAccount.artifact.js'

// r and s set, v = 28: the same recovery path as a real signature, for gas estimation.
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A deployed OwnerAccount (services/chain/contracts/OwnerAccount.sol) as the holder of a session key sees it, after
 * wallet_grantPermissions granted the key: user operations are one `execute` call, signed by the key (EIP-191 over
 * the user-operation hash) and sent as the key's address followed by its signature, which the account checks
 * against the permission (target, limit, expiry). This is what a dapp uses with the permission's context.
 */
export async function toSessionKeyAccount(options: {
  client: SmartAccountImplementation['client']
  /** The smart account the permission is on (the grant's `address`). */
  address: Address
  sessionKey: LocalAccount
}) {
  const { client, address, sessionKey } = options
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: ownerAccountAbi },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      // The permission exists only on a deployed account: a session key never deploys it.
      return { factory: undefined, factoryData: undefined }
    },
    async encodeCalls(calls) {
      const [call] = calls
      if (calls.length !== 1 || !call) throw new Error('a session key sends one call per user operation')
      return encodeFunctionData({
        abi: ownerAccountAbi,
        functionName: 'execute',
        args: [call.to, call.value ?? 0n, call.data ?? '0x'],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: ownerAccountAbi, data })
      if (decoded.functionName !== 'execute') throw new Error('a session key sends only execute')
      const [to, value, callData] = decoded.args
      return [{ to, value, data: callData }]
    },
    async getStubSignature() {
      return concat([sessionKey.address, STUB_SIGNATURE])
    },
    async signMessage() {
      throw new Error('a session key signs user operations only')
    },
    async signTypedData() {
      throw new Error('a session key signs user operations only')
    },
    async signUserOperation(userOperation) {
      const { chainId = client.chain?.id, ...rest } = userOperation
      if (chainId === undefined) throw new Error('signing a user operation needs the chain id')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...rest, sender: address } as Parameters<
          typeof getUserOperationHash
        >[0]['userOperation'],
      })
      return concat([sessionKey.address, await sessionKey.signMessage({ message: { raw: hash } })])
    },
  })
}
