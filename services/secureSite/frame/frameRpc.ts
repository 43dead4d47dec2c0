import { createWalletClient, defineChain, hexToString, http, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { rpcMethodKind } from '../../../kernel/protocol/secureFrame.js'
import { ApprovalEndedError, type ApprovalPanel } from './approvalPanel.js'

/** An RPC refusal the frame answers as an error event with a provider code. */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError'
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}

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
  z.object({
    from: z.optional(address),
    to: z.optional(address),
    value: z.optional(hex),
    data: z.optional(hex),
    gas: z.optional(hex),
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
  /** Runs `use` with the eip155 private key, rebuilt from the shares for this one call. */
  withKey<T>(use: (privateKey: `0x${string}`) => Promise<T>): Promise<T>
}

const parse = <S extends z.ZodMiniType>(schema: S, value: unknown, method: string): z.output<S> => {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw new FrameRpcError(`Invalid params for ${method}`, -32602)
  return parsed.data
}
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

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

  const approve = async (title: string, details: string) => {
    try {
      await parameters.approval.request({ title, origin: parameters.origin, details })
    } catch (error) {
      if (error instanceof ApprovalEndedError) throw new FrameRpcError(error.message, error.code ?? 5000)
      throw error
    }
  }

  if (method === 'personal_sign') {
    const [message, from] = parse(personalSignParams, params, method)
    if (!sameAddress(from, own)) throw new FrameRpcError('the address is not this wallet', 4100)
    const shown = isHex(message) ? safeText(message) : message
    await approve('Sign message', shown)
    return parameters.withKey((key) =>
      privateKeyToAccount(key).signMessage({ message: isHex(message) ? { raw: message } : message }),
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
        throw new FrameRpcError('Invalid params for eth_signTypedData_v4', -32602)
      }
    }
    const typed = parse(typedDataSchema, json, method)
    const { EIP712Domain: _domain, ...types } = typed.types
    await approve(
      `Sign typed data: ${typed.primaryType}`,
      JSON.stringify({ domain: typed.domain ?? {}, message: typed.message }, null, 2),
    )
    return parameters.withKey((key) =>
      privateKeyToAccount(key).signTypedData({
        domain: typed.domain,
        types,
        primaryType: typed.primaryType,
        message: typed.message,
      } as unknown as TypedDataDefinition),
    )
  }
  if (method === 'eth_sendTransaction') {
    const [transaction] = parse(transactionParams, params, method)
    if (transaction.from && !sameAddress(transaction.from, own)) {
      throw new FrameRpcError('the address is not this wallet', 4100)
    }
    if (!rpcUrl) throw new FrameRpcError('No RPC url provided for chainId', -32603)
    await approve(
      'Send transaction',
      [
        `to: ${transaction.to ?? '(new contract)'}`,
        `value: ${BigInt(transaction.value ?? '0x0').toString()} wei`,
        `data: ${transaction.data ?? '0x'}`,
        `chain: ${parameters.chainId}`,
      ].join('\n'),
    )
    const chain = defineChain({
      id: parameters.chainId,
      name: `chain ${parameters.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    return parameters.withKey((key) =>
      createWalletClient({
        account: privateKeyToAccount(key),
        chain,
        transport: http(rpcUrl),
      }).sendTransaction({
        to: transaction.to as `0x${string}` | undefined,
        value: transaction.value ? BigInt(transaction.value) : undefined,
        data: transaction.data as `0x${string}` | undefined,
        gas: transaction.gas ? BigInt(transaction.gas) : undefined,
      }),
    )
  }
  throw new FrameRpcError(`${method} is not available on this secure site yet`, 4200)
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
