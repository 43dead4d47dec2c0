import { decodeFunctionData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ownerAccountAbi } from '../../chain/contracts/ownerAccount.artifact.js'
import { planPermissions } from './smartAccountPermissions.js'

const OWN = '0x1111111111111111111111111111111111111111'
const TARGET = '0x00000000000000000000000000000000000A11cE'
const KEY = '0x2222222222222222222222222222222222222222'
const NOW = 1_800_000_000
const network = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
  bundlerUrl: 'http://127.0.0.1:2',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x3333333333333333333333333333333333333333',
}
const grant = (overrides: Record<string, unknown> = {}) => [
  {
    chainId: '0x7a69',
    address: OWN,
    expiry: NOW + 3600,
    signer: { type: 'account', data: { id: KEY } },
    permissions: [
      { type: 'contract-call', data: { address: TARGET } },
      { type: 'native-token-transfer', data: { allowance: '0x2710' } },
    ],
    ...overrides,
  },
]
const plan = (method: string, params: unknown) => planPermissions(method, params, OWN, network, NOW)
const callOf = (planned: ReturnType<typeof plan>) => {
  if (!planned || !('calls' in planned.operation)) throw new Error('no calls planned')
  const [call] = planned.operation.calls
  return { call, decoded: decodeFunctionData({ abi: ownerAccountAbi, data: call?.data ?? '0x' }) }
}

describe('wallet_grantPermissions and wallet_revokePermissions on the smart account', () => {
  it('a grant is one call of the account to grantPermission, shown whole in the panel, answered with the key as context', () => {
    const planned = plan('wallet_grantPermissions', grant())
    const { call, decoded } = callOf(planned)
    expect(call?.to).toBe(OWN)
    expect(decoded).toEqual({ functionName: 'grantPermission', args: [KEY, TARGET, 10_000n, NOW + 3600] })
    expect(planned?.title).toBe('Grant permission (smart account)')
    expect(planned?.details).toContain(`may call: ${TARGET}`)
    expect(planned?.details).toContain('spend limit: 0.00000000000001 ETH (10000 wei) in total')
    expect(planned?.details).toContain(`expires: ${new Date((NOW + 3600) * 1000).toISOString()}`)
    expect(planned?.answer('0x', '0x')).toMatchObject({ address: OWN, context: KEY, expiry: NOW + 3600 })
  })

  it('a secp256k1 public key signer is its address; no allowance is a zero limit', () => {
    const key = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const planned = plan(
      'wallet_grantPermissions',
      grant({
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
        permissions: [{ type: 'contract-call', data: { address: TARGET } }],
      }),
    )
    expect(callOf(planned).decoded.args).toEqual([key.address, TARGET, 0n, NOW + 3600])
  })

  it('a revoke is one call to revokePermission with the context', () => {
    const planned = plan('wallet_revokePermissions', [{ permissionContext: KEY }])
    expect(callOf(planned).decoded).toEqual({ functionName: 'revokePermission', args: [KEY] })
    expect(planned?.title).toBe('Revoke permission (smart account)')
  })

  it('refuses what the account cannot enforce, and malformed params', () => {
    const refused = (params: unknown, message: RegExp, method = 'wallet_grantPermissions') =>
      expect(() => plan(method, params)).toThrow(message)
    refused(grant({ expiry: NOW }), /expire in the future/)
    refused(grant({ expiry: NOW + 31 * 24 * 3600 }), /within 30 days/)
    refused(grant({ chainId: '0x1' }), /names chain 1/)
    refused(grant({ address: KEY }), /not this wallet/)
    refused(grant({ permissions: [{ type: 'erc20-recurring-allowance', data: {} }] }), /not erc20/)
    refused(
      grant({ permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }),
      /contract-call/,
    )
    refused(grant({ permissions: [{ type: 'contract-call', data: { address: OWN } }] }), /account itself/)
    refused(
      grant({
        permissions: [
          { type: 'contract-call', data: { address: TARGET } },
          { type: 'contract-call', data: { address: KEY } },
        ],
      }),
      /once/,
    )
    refused(grant({ signer: { type: 'wallet', data: {} } }), /Invalid params/)
    refused(grant({ permissions: [{ type: 'contract-call', data: { address: 'nope' } }] }), /Invalid params/)
    refused([{ permissionContext: '0x12' }], /Invalid params/, 'wallet_revokePermissions')
    refused('x'.repeat(10_000), /Invalid params/)
  })

  it('leaves other methods to the other planners', () => {
    expect(plan('wallet_sendCalls', [])).toBeUndefined()
  })
})
