import { type Address, BaseError, type Hex, toHex } from 'viem'
import type { BundlerClient } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import { walletCallsRequestSchema } from '../../../plugins/embedded-wallet/protocol/frameFields.js'
import type { SmartAccountNetwork } from '../../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { FrameRpcError } from './frameRpcError.js'
import { addressSchema, checkOwnAddress, hexSchema, parseParams, sameAddress } from './frameRpcParams.js'

/** How long the frame waits for the bundler to include a user operation. */
export const USER_OPERATION_WAIT_MS = 60_000
/** EIP-5792 wallet_sendCalls: one batch from this account on this chain (the plugin's wire contract). */
const sendCallsParams = z.tuple([walletCallsRequestSchema])
/** ERC-4337 eth_sendUserOperation: the dapp's operation (its sender and call data) and the entry point. */
const sendUserOperationParams = z.tuple([
  z.object({ sender: addressSchema, callData: hexSchema.check(z.maxLength(131_072)) }),
  addressSchema,
])
const callsStatusParams = z.tuple([hexSchema.check(z.length(66))])

export type PlannedCalls = {
  /** What the approval panel shows. */
  title: string
  details: string
  /** The calls, or the dapp's own call data, of the user operation. */
  operation: { calls: { to: Address; value: bigint; data: Hex }[] } | { callData: Hex }
  /** The answer once the bundler included it: the operation's hash, as each method answers it. */
  answer(userOperationHash: Hex, transactionHash: Hex): unknown
}

const callLines = (calls: { to: Address; value: bigint; data: Hex }[]) =>
  calls.map((call, index) => `call ${index + 1}: to ${call.to}, value ${call.value} wei, data ${call.data}`)

/** wallet_sendCalls and eth_sendUserOperation, checked and described; undefined for another method. */
export function planCalls(
  method: string,
  params: unknown,
  own: string,
  network: SmartAccountNetwork,
): PlannedCalls | undefined {
  const footer = [`chain: ${network.chainId}`, `bundler: ${network.bundlerUrl}`]
  if (method === 'wallet_sendCalls') {
    const [request] = parseParams(sendCallsParams, params, method)
    checkOwnAddress(request.from, own)
    if (request.chainId !== undefined && Number(request.chainId) !== network.chainId)
      throw new FrameRpcError(`wallet_sendCalls names chain ${Number(request.chainId)}, not this one`, 4901)
    for (const call of request.calls) refuseSelfCall(call.to, own)
    const calls = request.calls.map((call) => ({
      to: call.to as Address,
      value: BigInt(call.value ?? '0x0'),
      data: (call.data ?? '0x') as Hex,
    }))
    return {
      title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'} (smart account)`,
      details: [...callLines(calls), ...footer].join('\n'),
      operation: { calls },
      // EIP-5792: the batch's id, which wallet_getCallsStatus takes.
      answer: (userOperationHash) => ({ id: userOperationHash }),
    }
  }
  if (method === 'eth_sendUserOperation') {
    const [operation, entryPoint] = parseParams(sendUserOperationParams, params, method)
    if (!sameAddress(operation.sender, own))
      throw new FrameRpcError('the user operation is not from this wallet', 4100)
    if (!sameAddress(entryPoint, network.entryPoint))
      throw new FrameRpcError(`this wallet uses the entry point ${network.entryPoint}`, -32602)
    // The frame prices, numbers and signs the operation itself: only its call data is the dapp's.
    return {
      title: 'Send user operation (smart account)',
      details: [`call data: ${operation.callData}`, ...footer].join('\n'),
      operation: { callData: operation.callData as Hex },
      answer: (userOperationHash) => userOperationHash,
    }
  }
  return undefined
}

/** A call to the account itself could grant a session key unseen: that goes through wallet_grantPermissions only. */
export function refuseSelfCall(to: string, own: string): void {
  if (sameAddress(to, own))
    throw new FrameRpcError('a call to the account itself is refused: use wallet_grantPermissions', 4100)
}

/** Sends the planned operation through the bundler and waits until it is included (or reverted). */
export async function sendPlanned(
  bundler: BundlerClient,
  plan: PlannedCalls,
): Promise<{ userOperationHash: Hex; transactionHash: Hex }> {
  const userOperationHash = await bundler
    .sendUserOperation(plan.operation as Parameters<BundlerClient['sendUserOperation']>[0])
    .catch((error: unknown) => {
      // The bundler's reason (e.g. the account cannot pay for gas) is what the person needs to see.
      const reason = error instanceof BaseError ? error.details || error.shortMessage : String(error)
      throw new FrameRpcError(`The bundler refused the user operation: ${reason}`, -32000)
    })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOperationHash,
    timeout: USER_OPERATION_WAIT_MS,
  })
  if (!receipt.success)
    throw new FrameRpcError(
      `the user operation ${userOperationHash} reverted: ${receipt.reason ?? 'no reason given'}`,
      -32000,
    )
  return { userOperationHash, transactionHash: receipt.receipt.transactionHash }
}

/** EIP-5792 wallet_getCallsStatus for a batch this wallet sent: its bundler receipt as the status. */
export async function callsStatus(bundler: BundlerClient, params: unknown, chainId: number) {
  const [id] = parseParams(callsStatusParams, params, 'wallet_getCallsStatus')
  const receipt = await bundler.getUserOperationReceipt({ hash: id as Hex }).catch(() => undefined)
  const base = { version: '2.0.0', id, chainId: toHex(chainId), atomic: true }
  if (!receipt) return { ...base, status: 100 }
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: receipt.receipt.blockHash,
        blockNumber: toHex(receipt.receipt.blockNumber),
        gasUsed: toHex(receipt.receipt.gasUsed),
        transactionHash: receipt.receipt.transactionHash,
      },
    ],
  }
}
