import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToString,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { rpcMethodKind } from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { ApprovalPanel } from './approvalPanel.js'
import { FrameRpcError } from './frameRpcError.js'
import {
  addressSchema,
  approveInPanel,
  checkOwnAddress,
  hexSchema,
  parseParams,
  personalSignMessage,
  typedDataOf,
} from './frameRpcParams.js'
import type { FrameTrustedChains } from './frameTrustedChains.js'
import { describeTransaction, prepareTransaction } from './transactionFee.js'

const transactionParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: z.optional(addressSchema),
    value: z.optional(hexSchema),
    data: z.optional(hexSchema),
    gas: z.optional(hexSchema),
  }),
])

export type FrameRpcParameters = {
  method: string
  params: unknown
  chainId: number
  rpcUrl: string | undefined
  address: `0x${string}`
  origin: string
  approval: ApprovalPanel
  /** The chain's entry in the secure site's own list (its RPC, currency, price and fee bound), if it has one. */
  trustedChain: FrameTrustedChains
  /** Runs `use` with the eip155 private key, rebuilt from the shares for this one call. */
  withKey<T>(use: (privateKey: `0x${string}`) => Promise<T>): Promise<T>
}

/** One RPC request in the frame: safe methods go to the RPC URL, unsafe ones wait for the panel's approval and sign here, others are refused. */
export async function handleFrameRpc(parameters: FrameRpcParameters): Promise<unknown> {
  const { method, params, address: own } = parameters
  const kind = rpcMethodKind(method)
  if (kind === 'not-allowed') throw new FrameRpcError('Requested RPC call is not allowed', -32004)
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [own]
  if (method === 'eth_chainId') return `0x${parameters.chainId.toString(16)}`
  const rpcUrl = parameters.rpcUrl
  if (kind === 'safe') {
    if (!rpcUrl) throw new FrameRpcError('No RPC url provided for chainId', -32603)
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new FrameRpcError(body.error.message, body.error.code)
    return body.result
  }

  const approve = (title: string, details: string, warning?: string) =>
    approveInPanel(parameters, title, details, warning)

  if (method === 'personal_sign') {
    const message = personalSignMessage(params, own)
    const shown = isHex(message) ? safeText(message) : message
    await approve('Sign message', shown)
    return parameters.withKey((key) =>
      privateKeyToAccount(key).signMessage({ message: isHex(message) ? { raw: message } : message }),
    )
  }
  if (method === 'eth_signTypedData_v4') {
    const typed = typedDataOf(params, own)
    await approve(
      `Sign typed data: ${typed.primaryType}`,
      JSON.stringify({ domain: typed.domain ?? {}, message: typed.message }, null, 2),
    )
    return parameters.withKey((key) =>
      privateKeyToAccount(key).signTypedData(typed as unknown as TypedDataDefinition),
    )
  }
  if (method === 'eth_sendTransaction') {
    const [transaction] = parseParams(transactionParams, params, method)
    checkOwnAddress(transaction.from, own)
    // Fees, gas and nonce come from the site's own RPC for the chain, never from the host page's rpcUrl.
    const trusted = await parameters.trustedChain(parameters.chainId)
    if (!trusted)
      throw new FrameRpcError(
        `this secure site has no RPC of its own for chain ${parameters.chainId}, so it does not send transactions there`,
        4901,
      )
    const prepared = await prepareTransaction(trusted, own, {
      to: transaction.to as Address | undefined,
      value: transaction.value ? BigInt(transaction.value) : undefined,
      data: transaction.data as Hex | undefined,
      gas: transaction.gas ? BigInt(transaction.gas) : undefined,
    })
    const { details, warning } = describeTransaction(trusted, prepared)
    await approve('Send transaction', details, warning)
    const chain = defineChain({
      id: trusted.chainId,
      name: `chain ${trusted.chainId}`,
      nativeCurrency: { name: trusted.nativeCurrency.symbol, ...trusted.nativeCurrency },
      rpcUrls: { default: { http: [trusted.rpcUrl] } },
    })
    // Sent exactly as shown: the gas limit, fees and nonce of the panel.
    return parameters.withKey((key) =>
      createWalletClient({
        account: privateKeyToAccount(key),
        chain,
        transport: http(trusted.rpcUrl),
      }).sendTransaction({ ...prepared, type: 'eip1559' }),
    )
  }
  // wallet_sendCalls, eth_sendUserOperation and the permissions are the smart account's (smartAccountRpc.ts).
  throw new FrameRpcError(
    `${method} needs a smart account: switch to one on a network that has smart accounts`,
    4200,
  )
}

/** A hex message as text when it is printable, else the hex itself. */
function safeText(message: `0x${string}`): string {
  try {
    const text = hexToString(message)
    return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}
