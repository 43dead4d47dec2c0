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
import type { SmartAccountNetwork } from '../../../kernel/protocol/smartAccounts.js'
import { ApprovalEndedError } from './approvalPanel.js'
import { FrameRpcError, type FrameRpcParameters, handleFrameRpc } from './frameRpc.js'
import { smartAccountChain } from './frameSmartAccounts.js'
import { toOwnerSmartAccount } from './toOwnerSmartAccount.js'

const USER_OPERATION_WAIT_MS = 60_000
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const personalSignParams = z.tuple([z.string().check(z.maxLength(65_536)), address])
const typedDataParams = z.tuple([
  address,
  z.union([z.string().check(z.maxLength(65_536)), z.record(z.string(), z.unknown())]),
])
const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const transactionParams = z.tuple([
  z.object({ from: z.optional(address), to: address, value: z.optional(hex), data: z.optional(hex) }),
])

const parse = <S extends z.ZodMiniType>(schema: S, value: unknown, method: string): z.output<S> => {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw new FrameRpcError(`Invalid params for ${method}`, -32602)
  return parsed.data
}
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

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
  const approve = async (title: string, details: string) => {
    try {
      await parameters.approval.request({ title, origin: parameters.origin, details })
    } catch (error) {
      if (error instanceof ApprovalEndedError) throw new FrameRpcError(error.message, error.code ?? 5000)
      throw error
    }
  }
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
    const [message, from] = parse(personalSignParams, params, method)
    if (!sameAddress(from, own)) throw new FrameRpcError('the address is not this wallet', 4100)
    await approve('Sign message (smart account)', message)
    return withSmartAccount((account) =>
      account.signMessage({ message: isHex(message) ? { raw: message } : message }),
    )
  }
  if (method === 'eth_signTypedData_v4') {
    const [from, raw] = parse(typedDataParams, params, method)
    if (!sameAddress(from, own)) throw new FrameRpcError('the address is not this wallet', 4100)
    let json: unknown = raw
    if (typeof raw === 'string') {
      try {
        json = JSON.parse(raw)
      } catch {
        throw new FrameRpcError(`Invalid params for ${method}`, -32602)
      }
    }
    const typed = parse(typedDataSchema, json, method)
    const { EIP712Domain: _domain, ...types } = typed.types
    await approve(
      `Sign typed data (smart account): ${typed.primaryType}`,
      JSON.stringify({ domain: typed.domain ?? {}, message: typed.message }, null, 2),
    )
    return withSmartAccount((account) =>
      account.signTypedData({ ...typed, types } as unknown as TypedDataDefinition),
    )
  }
  const [transaction] = parse(transactionParams, params, method)
  if (transaction.from && !sameAddress(transaction.from, own))
    throw new FrameRpcError('the address is not this wallet', 4100)
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
