import * as z from 'zod/mini'
import { ApprovalEndedError, type ApprovalPanel } from './approvalPanel.js'
import { FrameRpcError } from './frameRpcError.js'

// The params of the signing methods, read the same way for the EOA (frameRpc.ts) and the smart account
// (smartAccountRpc.ts): a bad shape answers -32602, another address than this wallet's 4100.

export const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const personalSignParams = z.tuple([z.string().check(z.maxLength(65_536)), addressSchema])
const typedDataParams = z.tuple([
  addressSchema,
  z.union([z.string().check(z.maxLength(65_536)), z.record(z.string(), z.unknown())]),
])
const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

export const parseParams = <S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  method: string,
): z.output<S> => {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw new FrameRpcError(`Invalid params for ${method}`, -32602)
  return parsed.data
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Refuses (4100) a request that names another address than this wallet's. */
export function checkOwnAddress(from: string | undefined, own: string): void {
  if (from !== undefined && !sameAddress(from, own))
    throw new FrameRpcError('the address is not this wallet', 4100)
}

/** personal_sign's message, once its address is this wallet's. */
export function personalSignMessage(params: unknown, own: string): string {
  const [message, from] = parseParams(personalSignParams, params, 'personal_sign')
  checkOwnAddress(from, own)
  return message
}

/** eth_signTypedData_v4's typed data (given as JSON text or an object), its types without EIP712Domain. */
export function typedDataOf(params: unknown, own: string) {
  const method = 'eth_signTypedData_v4'
  const [from, raw] = parseParams(typedDataParams, params, method)
  checkOwnAddress(from, own)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new FrameRpcError(`Invalid params for ${method}`, -32602)
    }
  }
  const typed = parseParams(typedDataSchema, json, method)
  const { EIP712Domain: _domain, ...types } = typed.types
  return { ...typed, types }
}

/** Asks the panel for the person's approval; an ended approval answers with its provider code (else 5000). */
export async function approveInPanel(
  parameters: { approval: ApprovalPanel; origin: string },
  title: string,
  details: string,
  warning?: string,
): Promise<void> {
  try {
    await parameters.approval.request({ title, origin: parameters.origin, details, warning })
  } catch (error) {
    if (error instanceof ApprovalEndedError) throw new FrameRpcError(error.message, error.code ?? 5000)
    throw error
  }
}
