import { type Address, encodeFunctionData, formatEther, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import * as z from 'zod/mini'
import type { SmartAccountNetwork } from '../../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { ownerAccountAbi } from '../../chain/contracts/ownerAccount.artifact.js'
import { FrameRpcError } from './frameRpcError.js'
import { addressSchema, checkOwnAddress, hexSchema, parseParams, sameAddress } from './frameRpcParams.js'
import type { PlannedCalls } from './smartAccountCalls.js'

/** The longest permission the account grants: 30 days. */
const MAX_PERMISSION_SECONDS = 30 * 24 * 3600
const UINT128_MAX = 2n ** 128n - 1n

// ERC-7715, as far as OwnerAccount's permission module can enforce it: a signer (an address, or a secp256k1 public
// key), one contract-call permission (the only target) and at most one native-token-transfer (the total wei allowance).
const signerSchema = z.union([
  z.object({ type: z.literal('account'), data: z.object({ id: addressSchema }) }),
  z.object({
    type: z.literal('key'),
    data: z.object({ type: z.literal('secp256k1'), publicKey: hexSchema.check(z.length(132)) }),
  }),
])
const permissionSchema = z.object({
  type: z.string().check(z.maxLength(64)),
  data: z.record(z.string(), z.unknown()),
  required: z.optional(z.boolean()),
  policies: z.optional(z.array(z.unknown()).check(z.maxLength(0))),
})
const grantParams = z.tuple([
  z.object({
    chainId: hexSchema.check(z.maxLength(18)),
    address: z.optional(addressSchema),
    expiry: z.number().check(z.int(), z.positive()),
    signer: signerSchema,
    permissions: z.array(permissionSchema).check(z.minLength(1), z.maxLength(2)),
  }),
])
const revokeParams = z.tuple([z.object({ permissionContext: hexSchema.check(z.length(42)) })])
const contractCallData = z.object({ address: addressSchema })
const allowanceData = z.object({ allowance: hexSchema.check(z.minLength(3), z.maxLength(34)) })

type Granted = { key: Address; target: Address; limit: bigint; expiry: number }

/** wallet_grantPermissions and wallet_revokePermissions as one call of the account to itself; undefined for another method. */
export function planPermissions(
  method: string,
  params: unknown,
  own: Address,
  network: SmartAccountNetwork,
  nowSeconds: number,
): PlannedCalls | undefined {
  const footer = [`account: ${own}`, `chain: ${network.chainId}`]
  if (method === 'wallet_grantPermissions') {
    const [request] = parseParams(grantParams, params, method)
    checkOwnAddress(request.address, own)
    if (Number(request.chainId) !== network.chainId)
      throw new FrameRpcError(
        `wallet_grantPermissions names chain ${Number(request.chainId)}, not this one`,
        4901,
      )
    const granted = readGrant(request, own, nowSeconds)
    const data = encodeFunctionData({
      abi: ownerAccountAbi,
      functionName: 'grantPermission',
      args: [granted.key, granted.target, granted.limit, granted.expiry],
    })
    return {
      title: 'Grant permission (smart account)',
      details: [
        `session key: ${granted.key}`,
        `may call: ${granted.target}`,
        `spend limit: ${formatEther(granted.limit)} ETH (${granted.limit} wei) in total`,
        `expires: ${new Date(granted.expiry * 1000).toISOString()}`,
        ...footer,
      ].join('\n'),
      operation: { calls: [{ to: own, value: 0n, data }] },
      // ERC-7715's answer: the request as granted, with the context a later revoke (or the key's holder) names.
      answer: () => ({ ...request, address: own, context: granted.key as Hex }),
    }
  }
  if (method === 'wallet_revokePermissions') {
    const [{ permissionContext }] = parseParams(revokeParams, params, method)
    const data = encodeFunctionData({
      abi: ownerAccountAbi,
      functionName: 'revokePermission',
      args: [permissionContext as Address],
    })
    return {
      title: 'Revoke permission (smart account)',
      details: [`session key: ${permissionContext}`, ...footer].join('\n'),
      operation: { calls: [{ to: own, value: 0n, data }] },
      answer: () => null,
    }
  }
  return undefined
}

function readGrant(request: z.output<typeof grantParams>[0], own: Address, nowSeconds: number): Granted {
  const { signer, permissions, expiry } = request
  if (expiry <= nowSeconds || expiry > nowSeconds + MAX_PERMISSION_SECONDS)
    throw new FrameRpcError('the permission must expire in the future and within 30 days', -32602)
  const key = (
    signer.type === 'account' ? signer.data.id : publicKeyToAddress(signer.data.publicKey as Hex)
  ) as Address
  if (new Set(permissions.map((permission) => permission.type)).size !== permissions.length)
    throw new FrameRpcError('each permission type may appear once', -32602)
  let target: Address | undefined
  let limit = 0n
  for (const permission of permissions) {
    if (permission.type === 'contract-call')
      target = parseParams(contractCallData, permission.data, 'the contract-call permission')
        .address as Address
    else if (permission.type === 'native-token-transfer')
      limit = BigInt(
        parseParams(allowanceData, permission.data, 'the native-token-transfer permission').allowance,
      )
    else
      throw new FrameRpcError(
        `this account grants one contract-call and one native-token-transfer permission, not ${permission.type}`,
        -32602,
      )
  }
  if (!target)
    throw new FrameRpcError('a contract-call permission names the one address the key may call', -32602)
  if (sameAddress(target, own) || limit > UINT128_MAX)
    throw new FrameRpcError(
      'the key may not call the account itself, and the allowance must fit 128 bits',
      -32602,
    )
  return { key, target, limit, expiry }
}
