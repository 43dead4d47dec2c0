import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import {
  rpcMethodKind,
  solanaSendOptionsSchema,
} from '../../../plugins/embedded-wallet/protocol/secureFrame.js'
import { ApprovalEndedError, type ApprovalPanel } from './approvalPanel.js'
import { FrameRpcError } from './frameRpcError.js'
import {
  readSolanaWireTransaction,
  type SolanaWireTransaction,
  transactionIdOf,
  withSolanaSignature,
} from './solanaWireTransaction.js'

export type SolanaRpcParameters = {
  method: string
  params: unknown
  /** The CAIP-2 chain (`solana:<genesis hash prefix>`) the request is for. */
  chainId: string
  rpcUrl: string | undefined
  /** The account's address (base58). */
  address: string
  origin: string
  approval: ApprovalPanel
  /** Runs `use` with the ed25519 secret key, rebuilt from the shares for this one call. */
  withKey<T>(use: (secretKey: Uint8Array) => Promise<T>): Promise<T>
}

/** The largest message the frame signs (ours): a login message or a proof, never a transaction. */
const MAX_MESSAGE_BYTES = 16_384
const base58Text = z.string().check(z.maxLength(24_000), z.regex(/^[1-9A-HJ-NP-Za-km-z]*$/))
const base64Text = z.string().check(z.maxLength(2_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
// The params are WalletConnect's for Solana, the ones the solana plugin's helpers send.
const signMessageParams = z.object({ message: base58Text, pubkey: z.optional(base58Text) })
const signTransactionParams = z.object({ transaction: base64Text })
const signAllParams = z.object({ transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(20)) })
const signAndSendParams = z.object({
  transaction: base64Text,
  sendOptions: z.optional(solanaSendOptionsSchema),
})
const sendAnswer = z.object({
  result: z.optional(z.string()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

const parse = <S extends z.ZodMiniType>(schema: S, value: unknown, method: string): z.output<S> => {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw new FrameRpcError(`Invalid params for ${method}`, -32602)
  return parsed.data
}

/** A printable UTF-8 message as text, else its bytes as base58. */
function messageText(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text)) return text
  } catch {
    // not UTF-8: shown as base58 below
  }
  return `(bytes, base58) ${base58.encode(bytes)}`
}

/**
 * One Solana RPC request in the frame: the sign methods wait for the panel's approval and sign here with the
 * account's ed25519 key; signAndSend sends the signed transaction to the chain's RPC. Others are refused.
 */
export async function handleSolanaRpc(parameters: SolanaRpcParameters): Promise<unknown> {
  const { method, params, address: own } = parameters
  if (rpcMethodKind(method) !== 'unsafe' || !method.startsWith('solana_'))
    throw new FrameRpcError('Requested RPC call is not allowed', -32004)

  const approve = async (title: string, details: string) => {
    try {
      await parameters.approval.request({ title, origin: parameters.origin, details })
    } catch (error) {
      if (error instanceof ApprovalEndedError) throw new FrameRpcError(error.message, error.code ?? 5000)
      throw error
    }
  }
  const read = (encoded: string): SolanaWireTransaction => {
    try {
      const wire = readSolanaWireTransaction(base64.decode(encoded))
      if (!wire.signers.includes(own)) throw new Error(`${own} is not a signer of it`)
      return wire
    } catch (error) {
      throw new FrameRpcError(`Invalid transaction for ${method}: ${(error as Error).message}`, -32602)
    }
  }
  const detailsOf = (wire: SolanaWireTransaction) =>
    [...wire.summary, `signer: ${own}`, `chain: ${parameters.chainId}`].join('\n')
  const sign = (wire: SolanaWireTransaction, key: Uint8Array) => {
    const signature = ed25519.sign(Uint8Array.from(wire.transaction.messageBytes), key)
    return { signature, bytes: withSolanaSignature(wire, own, signature) }
  }

  if (method === 'solana_signMessage') {
    const { message, pubkey } = parse(signMessageParams, params, method)
    if (pubkey !== undefined && pubkey !== own)
      throw new FrameRpcError('the address is not this wallet', 4100)
    const bytes = base58.decode(message)
    if (bytes.length > MAX_MESSAGE_BYTES)
      throw new FrameRpcError(`Invalid params for ${method}: over ${MAX_MESSAGE_BYTES} bytes`, -32602)
    await approve('Sign message', messageText(bytes))
    return parameters.withKey(async (key) => ({ signature: base58.encode(ed25519.sign(bytes, key)) }))
  }
  if (method === 'solana_signTransaction') {
    const wire = read(parse(signTransactionParams, params, method).transaction)
    await approve('Sign transaction', detailsOf(wire))
    return parameters.withKey(async (key) => {
      const { signature, bytes } = sign(wire, key)
      return { signature: transactionIdOf(signature), transaction: base64.encode(bytes) }
    })
  }
  if (method === 'solana_signAllTransactions') {
    const wires = parse(signAllParams, params, method).transactions.map(read)
    await approve(
      `Sign ${wires.length} transactions`,
      wires.map((wire, index) => `#${index + 1}\n${detailsOf(wire)}`).join('\n\n'),
    )
    return parameters.withKey(async (key) => ({
      transactions: wires.map((wire) => base64.encode(sign(wire, key).bytes)),
    }))
  }
  if (method === 'solana_signAndSendTransaction') {
    const { transaction, sendOptions } = parse(signAndSendParams, params, method)
    const wire = read(transaction)
    const rpcUrl = parameters.rpcUrl
    if (!rpcUrl) throw new FrameRpcError('No RPC url provided for chainId', -32603)
    await approve('Send transaction', detailsOf(wire))
    const signed = await parameters.withKey(async (key) => sign(wire, key))
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base64.encode(signed.bytes), { ...sendOptions, encoding: 'base64' }],
      }),
    })
    const answer = z.safeParse(sendAnswer, await response.json().catch(() => undefined))
    if (!answer.success) throw new FrameRpcError(`the Solana RPC answered HTTP ${response.status}`, -32603)
    if (answer.data.error) throw new FrameRpcError(answer.data.error.message, answer.data.error.code)
    return { signature: answer.data.result ?? transactionIdOf(signed.signature) }
  }
  throw new FrameRpcError(`${method} is not available on this secure site yet`, 4200)
}
