import {
  type Address,
  BaseError,
  createPublicClient,
  type Hex,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import type { SmartAccountNetwork } from '../../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { type FrameRpcParameters, handleFrameRpc } from './frameRpc.js'
import { FrameRpcError } from './frameRpcError.js'
import {
  addressSchema,
  approveInPanel,
  checkOwnAddress,
  hexSchema,
  parseParams,
  personalSignMessage,
  sameAddress,
  typedDataOf,
} from './frameRpcParams.js'
import { smartAccountChain } from './frameSmartAccounts.js'
import { toOwnerSmartAccount } from './toOwnerSmartAccount.js'

const USER_OPERATION_WAIT_MS = 60_000
const transactionParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: addressSchema,
    value: z.optional(hexSchema),
    data: z.optional(hexSchema),
  }),
])

/**
 * One RPC request while the smart account is the preferred account: signatures are the account's (ERC-1271, wrapped
 * in ERC-6492 until it is deployed), a transaction becomes a user operation the bundler includes; the answer is the
 * bundle's transaction hash. Reads go the EOA way (handleFrameRpc) with the smart account as the address.
 */
export async function handleSmartAccountRpc(
  parameters: FrameRpcParameters & { network: SmartAccountNetwork },
): Promise<unknown> {
  const { method, params, network, address: own } = parameters
  if (!['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].includes(method))
    return handleFrameRpc(parameters)
  const client = createPublicClient({ chain: smartAccountChain(network), transport: http(network.rpcUrl) })
  const approve = (title: string, details: string) => approveInPanel(parameters, title, details)
  const withSmartAccount = <T>(
    use: (account: Awaited<ReturnType<typeof toOwnerSmartAccount>>) => Promise<T>,
  ) =>
    parameters.withKey(async (key) => {
      const account = await toOwnerSmartAccount({
        client,
        owner: privateKeyToAccount(key),
        factoryAddress: network.accountFactory as Address,
      })
      if (!sameAddress(account.address, own)) throw new FrameRpcError('the address is not this wallet', 4100)
      return use(account)
    })

  if (method === 'personal_sign') {
    const message = personalSignMessage(params, own)
    await approve('Sign message (smart account)', message)
    return withSmartAccount((account) =>
      account.signMessage({ message: isHex(message) ? { raw: message } : message }),
    )
  }
  if (method === 'eth_signTypedData_v4') {
    const typed = typedDataOf(params, own)
    await approve(
      `Sign typed data (smart account): ${typed.primaryType}`,
      JSON.stringify({ domain: typed.domain ?? {}, message: typed.message }, null, 2),
    )
    return withSmartAccount((account) => account.signTypedData(typed as unknown as TypedDataDefinition))
  }
  const [transaction] = parseParams(transactionParams, params, method)
  checkOwnAddress(transaction.from, own)
  await approve(
    'Send user operation (smart account)',
    [
      `to: ${transaction.to}`,
      `value: ${BigInt(transaction.value ?? '0x0').toString()} wei`,
      `data: ${transaction.data ?? '0x'}`,
      `chain: ${network.chainId}`,
      `bundler: ${network.bundlerUrl}`,
    ].join('\n'),
  )
  const userOperationHash = await withSmartAccount((account) =>
    createBundlerClient({ client, account, transport: http(network.bundlerUrl) })
      .sendUserOperation({
        calls: [
          {
            to: transaction.to as Address,
            value: transaction.value ? BigInt(transaction.value) : 0n,
            data: (transaction.data ?? '0x') as Hex,
          },
        ],
      })
      .catch((error: unknown) => {
        // The bundler's reason (e.g. the account cannot pay for gas) is what the person needs to see.
        const reason = error instanceof BaseError ? error.details || error.shortMessage : String(error)
        throw new FrameRpcError(`The bundler refused the user operation: ${reason}`, -32000)
      }),
  )
  const bundler = createBundlerClient({ client, transport: http(network.bundlerUrl), pollingInterval: 250 })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOperationHash,
    timeout: USER_OPERATION_WAIT_MS,
  })
  if (!receipt.success)
    throw new FrameRpcError(
      `the user operation ${userOperationHash} reverted: ${receipt.reason ?? 'no reason given'}`,
      -32000,
    )
  return receipt.receipt.transactionHash
}
