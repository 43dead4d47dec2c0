import { type Address, createPublicClient, type Hex, http, isHex, type TypedDataDefinition } from 'viem'
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
import {
  callsStatus,
  type PlannedCalls,
  planCalls,
  refuseSelfCall,
  sendPlanned,
} from './smartAccountCalls.js'
import { planPermissions } from './smartAccountPermissions.js'
import { toOwnerSmartAccount } from './toOwnerSmartAccount.js'

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
  const client = createPublicClient({ chain: smartAccountChain(network), transport: http(network.rpcUrl) })
  const bundlerOnly = () =>
    createBundlerClient({ client, transport: http(network.bundlerUrl), pollingInterval: 250 })
  if (method === 'wallet_getCallsStatus') return callsStatus(bundlerOnly(), params, network.chainId)
  const planned =
    planCalls(method, params, own, network) ??
    planPermissions(method, params, own, network, Math.floor(Date.now() / 1000))
  if (!planned && !['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].includes(method))
    return handleFrameRpc(parameters)
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
  // eth_sendTransaction is a batch of one call; wallet_sendCalls and eth_sendUserOperation come planned.
  const plan = planned ?? planTransaction(params, own, network)
  await approve(plan.title, plan.details)
  return withSmartAccount(async (account) => {
    const bundler = createBundlerClient({
      client,
      account,
      transport: http(network.bundlerUrl),
      pollingInterval: 250,
    })
    const { userOperationHash, transactionHash } = await sendPlanned(bundler, plan)
    return plan.answer(userOperationHash, transactionHash)
  })
}

/** eth_sendTransaction from the smart account: one call; the answer is the bundle's transaction hash. */
function planTransaction(params: unknown, own: string, network: SmartAccountNetwork): PlannedCalls {
  const [transaction] = parseParams(transactionParams, params, 'eth_sendTransaction')
  checkOwnAddress(transaction.from, own)
  refuseSelfCall(transaction.to, own)
  return {
    title: 'Send user operation (smart account)',
    details: [
      `to: ${transaction.to}`,
      `value: ${BigInt(transaction.value ?? '0x0').toString()} wei`,
      `data: ${transaction.data ?? '0x'}`,
      `chain: ${network.chainId}`,
      `bundler: ${network.bundlerUrl}`,
    ].join('\n'),
    operation: {
      calls: [
        {
          to: transaction.to as Address,
          value: transaction.value ? BigInt(transaction.value) : 0n,
          data: (transaction.data ?? '0x') as Hex,
        },
      ],
    },
    answer: (_userOperationHash, transactionHash) => transactionHash,
  }
}
